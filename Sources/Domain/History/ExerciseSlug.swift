/// The path segment of an exercise's chart, `/history/exercises/back-squat`: its matching key
/// (`LiftName.key`) with every run of characters other than letters and digits made one
/// hyphen. Letters beyond ASCII stay ("überkopfdrücken"); the router decodes them.
public enum ExerciseSlug {
    public static func make(key: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in key {
            guard character.isLetter || character.isNumber else {
                pendingHyphen = !slug.isEmpty
                continue
            }
            if pendingHyphen { slug.append("-") }
            pendingHyphen = false
            slug.append(character)
        }
        return slug.isEmpty ? "exercise" : slug
    }
}
