/// A pasted workout post split by class type, as the original app read the gym's website: a
/// line that is a known class type's name ("A10", "AStrong:", any case) starts that class's
/// section, and every following line belongs to it until the next name. Lines before the
/// first name are kept as unassigned, so nothing pasted is silently lost.
public struct WODPost: Sendable, Equatable {
    public let unassigned: [String]
    /// In the order the post names them; a name seen again continues its section.
    public let sections: [WODSection]
    public let isTruncated: Bool

    public init(html: [UInt8], classTypes: [String]) {
        let text = HTMLTextReader.read(html)
        var byKey: [String: String] = [:]
        for name in classTypes { byKey[Self.key(name)] = byKey[Self.key(name)] ?? name }
        var unassigned: [String] = []
        var sections: [WODSection] = []
        var current: Int?
        for line in text.lines {
            if let name = byKey[Self.key(line.lead)] {
                current = sections.firstIndex { $0.classType == name } ?? {
                    sections.append(WODSection(classType: name, lines: []))
                    return sections.count - 1
                }()
                let rest = String(String(line.text.dropFirst(line.lead.count)).trimmingSpaces())
                if !rest.isEmpty { sections[current!].lines.append(rest) }
            } else if let current {
                sections[current].lines.append(line.text)
            } else {
                unassigned.append(line.text)
            }
        }
        self.unassigned = unassigned
        self.sections = sections
        isTruncated = text.isTruncated
    }

    /// Names compare without case and without a trailing colon ("astrong:" is AStrong).
    static func key(_ text: String) -> String {
        var text = Substring(text.trimmingSpaces())
        if text.last == ":" { text = text.dropLast() }
        return String(text).trimmingSpaces().lowercased()
    }
}
