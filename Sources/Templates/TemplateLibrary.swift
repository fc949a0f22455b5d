/// Every template of the app, parsed once at start-up and immutable afterwards, so one
/// library serves all threads.
///
/// Loading fails on the first broken template with its file and line, so a bad template stops
/// the server from starting instead of failing a request.
public final class TemplateLibrary: Sendable {
    private let templates: [CompiledTemplate]
    private let indexByName: [String: Int]
    /// Bytes to reserve before rendering each template with its layouts, so most pages never
    /// grow the buffer.
    private let expectedSizes: [Int]

    /// Loads every `*.html` below `directory`; `directory/workouts/list.html` is named
    /// `workouts/list`.
    public convenience init(directory: String) throws(TemplateError) {
        try self.init(sources: TemplateSource.all(in: directory))
    }

    /// Loads templates from memory, name → source; errors name the file `<name>.html`.
    public convenience init(templates: [String: String]) throws(TemplateError) {
        try self.init(sources: templates.map { name, text in
            TemplateSource(name: name, file: name + ".html", bytes: Array(text.utf8))
        })
    }

    private init(sources: [TemplateSource]) throws(TemplateError) {
        let sorted = sources.sorted { $0.name < $1.name }
        let indexByName = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.name, $0) })
        var templates: [CompiledTemplate] = []
        for (index, source) in sorted.enumerated() {
            var parser = TemplateParser(source: source, index: index, indexByName: indexByName)
            templates.append(try parser.parse())
        }
        try CycleDetector.check(templates)
        self.templates = templates
        self.indexByName = indexByName
        expectedSizes = templates.indices.map { index in
            var size = templates[index].expectedSize
            var current = index
            while let layout = templates[current].layout {
                current = layout.target
                size += templates[current].expectedSize
            }
            return size
        }
    }

    /// Template names, sorted.
    public var names: [String] {
        templates.map(\.name)
    }

    /// Renders a template, inside its layout if it has one.
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> [UInt8] {
        var output: [UInt8] = []
        try render(name, context, into: &output)
        return output
    }

    /// Appends the rendered template to `buffer`, which a caller may reuse between requests.
    public func render(_ name: String, _ context: TemplateValue, into buffer: inout [UInt8]) throws(TemplateError) {
        _ = try render(name, context, into: &buffer, locating: nil)
    }

    /// Renders a template as `render` does and tells where in the bytes the first include of
    /// the template `part` went, nil when the page did not include it. A caller can keep the
    /// page and put another rendering of `part` there: a page that stays the same but for one
    /// part that is new on every visit is then rendered once.
    public func render(_ name: String, _ context: TemplateValue, locating part: String) throws(TemplateError) -> (bytes: [UInt8], part: Range<Int>?) {
        guard let partIndex = indexByName[part] else {
            throw .notFound(part)
        }
        var bytes: [UInt8] = []
        let range = try render(name, context, into: &bytes, locating: partIndex)
        return (bytes, range)
    }

    private func render(_ name: String, _ context: TemplateValue, into buffer: inout [UInt8],
                        locating part: Int?) throws(TemplateError) -> Range<Int>? {
        guard let index = indexByName[name] else {
            throw .notFound(name)
        }
        var output = TemplateOutput(capacity: expectedSizes[index])
        var renderer = TemplateRenderer(templates: templates, context: context, locating: part)
        renderer.renderTemplate(index, into: &output)
        let start = buffer.count
        buffer.append(contentsOf: output.bytes)
        return renderer.located.map { (start + $0.lowerBound)..<(start + $0.upperBound) }
    }
}
