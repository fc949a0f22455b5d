/// The order a session's sets are done in. A block on its own is done set after set, resting
/// after each. Blocks joined into a superset (A1/A2, or a circuit of more) are done in rounds:
/// one set of each lift in turn, and the rest comes after the last lift of the round.
public struct SessionOrder: Sendable, Equatable {
    public struct Block: Sendable, Equatable {
        public let sets: Int
        public let rest: Int
        /// Done together with the block before it.
        public let joined: Bool

        public init(sets: Int, rest: Int, joined: Bool) {
            self.sets = sets
            self.rest = rest
            self.joined = joined
        }
    }

    /// One set to do: its block and set (0-based) and the rest, in seconds, that follows it.
    public struct Step: Sendable, Equatable {
        public let block: Int
        public let set: Int
        public let rest: Int

        public init(block: Int, set: Int, rest: Int) {
            self.block = block
            self.set = set
            self.rest = rest
        }
    }

    /// Block indexes by group, in order: a group of one is a lift on its own.
    public let groups: [[Int]]
    public let steps: [Step]
    /// "B1", "B2" for the blocks of a superset, nil for a block on its own; the letter is the
    /// group's place in the session (A, B, C…), as programs write it.
    public let labels: [String?]

    public init(_ blocks: [Block]) {
        var groups: [[Int]] = []
        for (index, block) in blocks.enumerated() {
            if block.joined, !groups.isEmpty { groups[groups.count - 1].append(index) } else { groups.append([index]) }
        }
        self.groups = groups
        steps = groups.flatMap { Self.steps(of: $0, blocks: blocks) }
        var labels = [String?](repeating: nil, count: blocks.count)
        for (place, group) in groups.enumerated() where group.count > 1 {
            for (position, block) in group.enumerated() { labels[block] = "\(Self.letter(place))\(position + 1)" }
        }
        self.labels = labels
    }

    /// The superset a block belongs to, as entries store it ("B"); nil for a block on its own.
    public func group(ofBlock block: Int) -> String? {
        guard let place = groups.firstIndex(where: { $0.contains(block) }), groups[place].count > 1 else { return nil }
        return Self.letter(place)
    }

    /// Round by round; a lift with fewer sets drops out of the later rounds. The round's rest is
    /// the longest of its lifts' (whichever lift the lifter set it on).
    private static func steps(of group: [Int], blocks: [Block]) -> [Step] {
        let rounds = group.map { blocks[$0].sets }.max() ?? 0
        let rest = group.map { blocks[$0].rest }.max() ?? 0
        return (0..<rounds).flatMap { round in
            let inRound = group.filter { blocks[$0].sets > round }
            return inRound.map { Step(block: $0, set: round, rest: $0 == inRound.last ? rest : 0) }
        }
    }

    /// A to Z, then AA…: a day with more than 26 groups is not one anyone trains, but it must not crash.
    static func letter(_ place: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return place < letters.count ? String(letters[place]) : String(letters[place / letters.count - 1]) + String(letters[place % letters.count])
    }
}
