/// A lift name with the apps' conventions folded away (`LiftNameConventions`): its words,
/// lowercased, singular, without equipment, in any order, and the equipment apart. Two
/// names of one form are the same lift as far as the tables can tell.
struct LiftNameForm: Equatable {
    /// The name's words in the order written, equipment left out.
    let words: [String]
    let equipment: Set<LiftEquipment>

    init(_ name: String) {
        var words = Self.tokens(name).map(Self.singular)
        var equipment: Set<LiftEquipment> = []
        words = Self.removingEquipment(words, into: &equipment)
        words = Self.replacingPhrases(Self.joiningParticles(words))
        if words.count == 1, let whole = LiftNameConventions.alone[words[0]] { words = whole }
        if equipment.isEmpty, let only = LiftNameConventions.onlyOn[words.sorted().joined(separator: " ")] { equipment = [only] }
        self.words = words
        self.equipment = equipment
    }

    /// Two keys such that two names are the same movement exactly when a key of one is the
    /// same key of the other: the same words in any order ("Bench Press - Close Grip" and
    /// "Close-Grip Bench Press"), or run together ("Skullcrusher" and "Skull Crusher"). A word
    /// is letters and digits, so the space of the sorted key cannot join two lists into one.
    /// None for a name of no words, which is like nothing.
    var movementKeys: [String] {
        guard !words.isEmpty else { return [] }
        return ["sorted:" + words.sorted().joined(separator: " "), "joined:" + words.joined()]
    }

    /// The same equipment, or none named against a barbell: a lifter's "Bench Press" is the
    /// barbell's, never the dumbbells'.
    func sameEquipment(as other: LiftNameForm) -> Bool {
        equipment == other.equipment || (equipment.isEmpty && other.equipment == [.barbell])
            || (other.equipment.isEmpty && equipment == [.barbell])
    }

    /// Lowercased runs of letters and digits; an apostrophe joins ("Captain's" is "captains").
    static func tokens(_ name: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character != "'" && character != "’" && !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The English plural's common endings dropped: "Curls", "Lunges", "Crunches", "Presses",
    /// "Flies" and "Chin Ups" are singular here; "Press" and "Biceps"' own s stay as they are
    /// on both sides ("biceps" and "bicep" both become "bicep").
    static func singular(_ word: String) -> String {
        guard word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else { return word }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    private static func removingEquipment(_ words: [String], into equipment: inout Set<LiftEquipment>) -> [String] {
        var kept: [String] = []
        var index = 0
        scan: while index < words.count {
            for entry in LiftEquipment.byFirstWord[words[index]] ?? [] where words[index...].starts(with: entry.words) {
                equipment.insert(entry.equipment)
                index += entry.words.count
                continue scan
            }
            kept.append(words[index])
            index += 1
        }
        return kept
    }

    private static func joiningParticles(_ words: [String]) -> [String] {
        var joined: [String] = []
        for word in words {
            if LiftNameConventions.particles.contains(word), let last = joined.last {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    private static func replacingPhrases(_ words: [String]) -> [String] {
        var replaced: [String] = []
        var index = 0
        scan: while index < words.count {
            for phrase in LiftNameConventions.phrasesByFirstWord[words[index]] ?? [] where words[index...].starts(with: phrase.from) {
                replaced += phrase.to
                index += phrase.from.count
                continue scan
            }
            replaced.append(words[index])
            index += 1
        }
        return replaced
    }
}
