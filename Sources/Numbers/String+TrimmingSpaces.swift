extension StringProtocol where SubSequence == Substring {
    /// Drops the spaces and tabs a person may type around a number, without Foundation (of a
    /// line already cut from a text, too).
    public func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
