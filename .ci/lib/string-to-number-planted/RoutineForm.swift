// Planted for `.ci/string-to-number --self-test`: each line marked `planted:` must be reported.
struct RoutineForm {
    var days: [String] = []

    // The line that took the server down (issue 35), before BoundedNumber.
    func add(_ what: String) -> Bool {
        guard let number = Int(what.dropFirst(3)), days.indices.contains(number - 1) else { return false } // planted: reading, arithmetic
        return true
    }
}
