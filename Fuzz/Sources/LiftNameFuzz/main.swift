import Domain

/// libFuzzer entry point for the lift-name matcher of issue 24 (`LiftMatcher`), which reads
/// the exercise names of any uploaded file. The input's lines are names: the first a new
/// spelling, the rest the lifter's lifts. Nothing may crash or hang, and the promises hold:
/// a proposal is one of the lifts; a name alone proposes itself or nothing; between two names
/// alone the match goes both ways; a rename's accepted name is 1-100 characters, trimmed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let names = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init)
    guard let spelling = names.first else { return 0 }
    let lifts = Array(names.dropFirst())
    if let proposal = LiftMatcher(lifts: lifts).proposal(for: spelling) {
        precondition(lifts.contains(proposal), "\(proposal) is none of the lifts")
    }
    for name in names.prefix(8) {
        let itself = LiftMatcher(lifts: [name]).proposal(for: name)
        precondition(itself == nil || itself == name, "\(name) proposed \(itself ?? "")")
    }
    if names.count >= 2 {
        let (a, b) = (names[0], names[1])
        let forward = LiftMatcher(lifts: [a]).proposal(for: b) != nil
        let backward = LiftMatcher(lifts: [b]).proposal(for: a) != nil
        precondition(forward == backward, "\(a) and \(b) match one way only")
    }
    if case .success(.rename(_, let name)) = LiftNameChange.rename(lift: "a", name: spelling, keys: ["a"], fields: ("lift", "name")) {
        precondition((1...100).contains(name.count), "a name of \(name.count) characters")
        precondition(name == String(name.trimmingSpaces()), "an untrimmed name")
    }
    return 0
}
