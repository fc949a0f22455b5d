import Domain

/// The lift an imported set is stored under when its spelling was mapped to one of the
/// lifter's lifts: the set comes out under that lift's name, so everything after (the
/// comparison with what is stored, the batch, the records) sees the lifter's lift.
struct LiftRenames {
    /// The lift name by the spelling's key.
    private var names: [String: String]
    /// What each spelling of the file became, so a key is worked out once per spelling.
    private var seen: [String: String?] = [:]

    init(_ names: [String: String]) {
        self.names = names
    }

    mutating func add(_ spellingKey: String, as name: String) {
        names[spellingKey] = name
    }

    mutating func applied(to set: ImportedSet) -> ImportedSet {
        guard !names.isEmpty else { return set }
        let name: String?
        if let known = seen[set.exercise] {
            name = known
        } else {
            name = names[LiftName.key(set.exercise)]
            seen[set.exercise] = name
        }
        guard let name else { return set }
        var renamed = set
        renamed.exercise = name
        return renamed
    }
}
