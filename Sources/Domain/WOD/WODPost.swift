/// A pasted workout post split by class type, as the original app read the gym's website: a
/// line that is a known class type's name ("A10", "AStrong:", any case) starts that class's
/// section, and every following line belongs to it until the next name. Lines before the
/// first name are kept as unassigned, so nothing pasted is silently lost.
public struct WODPost: Sendable, Equatable {
    public let unassigned: [String]
    /// In the order the post names them; a name seen again continues its section.
    public let sections: [WODSection]
    /// Bold or heading lines that name no class type of the gym, in the post's order, each
    /// once; their lines go where `choices` says (left out by default).
    public let unknownHeadings: [UnknownHeading]
    public let isTruncated: Bool

    /// `choices` are staff's, by `key` of the heading.
    public init(html: [UInt8], classTypes: [String], choices: [String: HeadingChoice] = [:]) {
        let text = HTMLTextReader.read(html)
        var byKey: [String: String] = [:]
        for name in classTypes { byKey[Self.key(name)] = byKey[Self.key(name)] ?? name }
        var unassigned: [String] = []
        var sections: [WODSection] = []
        var unknown: [UnknownHeading] = []
        var current: Int?
        var skipping: Int?
        func section(_ name: String) -> Int {
            sections.firstIndex { $0.classType == name } ?? {
                sections.append(WODSection(classType: name, lines: []))
                return sections.count - 1
            }()
        }
        for line in text.lines {
            if let name = byKey[Self.key(line.lead)] {
                (current, skipping) = (section(name), nil)
                let rest = String(String(line.text.dropFirst(line.lead.count)).trimmingSpaces())
                if !rest.isEmpty { sections[current!].lines.append(rest) }
            } else if let heading = Self.unknownHeading(line) {
                let key = Self.key(heading)
                let choice = choices[key] ?? .skip
                let index = unknown.firstIndex { Self.key($0.name) == key } ?? {
                    unknown.append(UnknownHeading(name: heading, lines: [], choice: choice))
                    return unknown.count - 1
                }()
                switch choice {
                case .existing(let name) where byKey[Self.key(name)] != nil: (current, skipping) = (section(byKey[Self.key(name)]!), nil)
                case .create: (current, skipping) = (section(heading), nil)
                case .above:
                    skipping = nil
                    if let current { sections[current].lines.append(line.text) } else { unassigned.append(line.text) }
                default: (current, skipping) = (nil, index)
                }
            } else if let skipping {
                unknown[skipping].lines.append(line.text)
            } else if let current {
                sections[current].lines.append(line.text)
            } else {
                unassigned.append(line.text)
            }
        }
        self.unassigned = unassigned
        self.sections = sections
        unknownHeadings = unknown
        isTruncated = text.isTruncated
    }

    /// A line set off in bold or as a heading, with a letter and at most three words, as a
    /// class's name is ("A20", "APulse:", "Open Gym"); the colon a post puts after a name is
    /// not part of it. A bold line of a workout can look the same: staff then keep it above.
    static func unknownHeading(_ line: HTMLText.Line) -> String? {
        guard line.isEmphasized else { return nil }
        var name = Substring(line.text)
        if name.last == ":" { name = name.dropLast() }
        let trimmed = String(String(name).trimmingSpaces())
        guard (1...ClassTypeInput.maxName).contains(trimmed.count), trimmed.contains(where: \.isLetter),
              trimmed.split(separator: " ").count <= 3 else { return nil }
        return trimmed
    }

    /// Names compare without case and without a trailing colon ("astrong:" is AStrong).
    public static func key(_ text: String) -> String {
        var text = Substring(text.trimmingSpaces())
        if text.last == ":" { text = text.dropLast() }
        return String(text).trimmingSpaces().lowercased()
    }
}
