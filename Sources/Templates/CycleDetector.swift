/// Finds includes and layouts that lead back to a template already being rendered, which
/// would otherwise recurse until the stack runs out on the first request.
struct CycleDetector {
    private let templates: [CompiledTemplate]
    private var finished: [Bool]
    private var onPath: [Bool]
    private var path: [Int] = []

    /// Throws at the include or layout line that closes the first cycle, in name order.
    static func check(_ templates: [CompiledTemplate]) throws(TemplateError) {
        var detector = CycleDetector(templates: templates)
        for index in templates.indices {
            try detector.visit(index)
        }
    }

    private init(templates: [CompiledTemplate]) {
        self.templates = templates
        finished = Array(repeating: false, count: templates.count)
        onPath = Array(repeating: false, count: templates.count)
    }

    private mutating func visit(_ index: Int) throws(TemplateError) {
        guard !finished[index] else { return }
        onPath[index] = true
        path.append(index)
        for reference in templates[index].references {
            if onPath[reference.target] {
                throw cycle(closedBy: reference, in: index)
            }
            try visit(reference.target)
        }
        path.removeLast()
        onPath[index] = false
        finished[index] = true
    }

    private func cycle(closedBy reference: TemplateReference, in index: Int) -> TemplateError {
        let start = path.firstIndex(of: reference.target)!
        let names = (path[start...] + [reference.target]).map { templates[$0].name }
        return TemplateError(
            file: templates[index].file, line: reference.line,
            message: "includes and layouts go round in a cycle: \(names.joined(separator: " → "))"
        )
    }
}
