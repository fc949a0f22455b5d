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
        guard let index = indexByName[name] else {
            throw .notFound(name)
        }
        var output = TemplateOutput(capacity: expectedSizes[index])
        var renderer = TemplateRenderer(templates: templates, context: context)
        renderer.renderTemplate(index, into: &output)
        buffer.append(contentsOf: output.bytes)
    }
}
