/// Runs compiled templates for one render, appending to the caller's buffer.
struct TemplateRenderer: ~Copyable {
    private let templates: [CompiledTemplate]
    private let context: TemplateValue
    /// Running loops, innermost last, for `loop.index` and the next item.
    private var loops: [LoopFrame] = []
    /// Loop items and include arguments in scope, innermost last; a name is looked up here
    /// before the context. A loop's item is always the last binding when its `next` runs,
    /// as everything bound inside the body is unbound by then.
    private var bindings: [Binding] = []
    /// What waits to be rendered at `{% content %}`, the next one last.
    private var contents: [PendingContent] = []
    /// Holds a number's text while `==` compares it; kept to reuse its memory.
    private var scratch = TemplateOutput(capacity: 32)
    /// The template whose first include is to be found (`TemplateLibrary.render(_:_:locating:)`),
    /// and the bytes of the output it wrote.
    private let part: Int?
    private(set) var located: Range<Int>?

    init(templates: [CompiledTemplate], context: TemplateValue, locating part: Int?) {
        self.templates = templates
        self.context = context
        self.part = part
    }

    /// Renders a template inside its layouts: the outermost layout runs, and each
    /// `{% content %}` runs the next template in, down to the page. A template without a
    /// layout passes any enclosing content through to its own `{% content %}`.
    mutating func renderTemplate(_ index: Int, into output: inout TemplateOutput) {
        let outerContents = contents.count
        var current = index
        while let layout = templates[current].layout {
            contents.append(PendingContent(template: current, code: templates[current].code.indices))
            current = layout.target
        }
        run(templates[current], templates[current].code.indices, into: &output)
        contents.removeLast(contents.count - outerContents)
    }

    private mutating func run(_ template: CompiledTemplate, _ code: Range<Int>, into output: inout TemplateOutput) {
        var position = code.lowerBound
        while position < code.upperBound {
            position = step(at: position, of: template, into: &output)
        }
    }

    /// Runs the instruction at `position` and returns the position of the next one.
    private mutating func step(at position: Int, of template: CompiledTemplate, into output: inout TemplateOutput) -> Int {
        switch template.code[position] {
        case .text(let range):
            template.text.withUnsafeBufferPointer { text in
                output.append(UnsafeBufferPointer(rebasing: text[range]))
            }
        case .value(let path, let escaped):
            lookup(path, in: template)?.append(to: &output, escaped: escaped)
        case .jump(let target):
            return target
        case .jumpUnless(let condition, let target):
            if !holds(condition, in: template) {
                return target
            }
        case .loop(let variable, let items, let empty):
            guard let list = LoopItems(lookup(items, in: template)), list.count > 0 else {
                return empty
            }
            loops.append(LoopFrame(items: list, index: 0))
            bindings.append(Binding(name: template.keys[variable], value: list[0]))
        case .next(let body, let end):
            let innermost = loops.count - 1
            loops[innermost].index += 1
            if loops[innermost].index < loops[innermost].items.count {
                bindings[bindings.count - 1].value = loops[innermost].item
                return body
            }
            loops.removeLast()
            bindings.removeLast()
            return end
        case .include(let index, let arguments):
            include(index, arguments: arguments, of: template, into: &output)
        case .wrap(let index, let arguments, let end):
            contents.append(PendingContent(template: template.index, code: (position + 1)..<end))
            include(index, arguments: arguments, of: template, into: &output)
            contents.removeLast()
            return end
        case .content:
            renderContent(into: &output)
        }
        return position + 1
    }

    /// Binds the arguments, each looked up in the includer's scope before any of them is
    /// bound, renders the partial, and unbinds them.
    private mutating func include(_ index: Int, arguments: Range<Int>, of template: CompiledTemplate, into output: inout TemplateOutput) {
        let outer = bindings.count
        for argument in template.arguments[arguments] {
            bindings.append(Binding(name: argument.name, value: value(of: argument.value, in: template, visibleBindings: outer)))
        }
        let start = output.count
        renderTemplate(index, into: &output)
        if index == part, located == nil { located = start..<output.count }
        bindings.removeLast(bindings.count - outer)
    }

    private func value(of argument: ArgumentValue, in template: CompiledTemplate, visibleBindings: Int) -> TemplateValue? {
        switch argument {
        case .constant(let value): value
        case .path(let path): lookup(path, in: template, visibleBindings: visibleBindings)
        }
    }

    private mutating func renderContent(into output: inout TemplateOutput) {
        guard let next = contents.popLast() else { return }
        run(templates[next.template], next.code, into: &output)
        contents.append(next)
    }

    private mutating func holds(_ condition: TemplateCondition, in template: CompiledTemplate) -> Bool {
        switch condition {
        case .truthy(let path): lookup(path, in: template)?.isTruthy ?? false
        case .falsy(let path): !(lookup(path, in: template)?.isTruthy ?? false)
        case .equals(let path, let text): renders(lookup(path, in: template), as: template.text[text])
        case .differs(let path, let text): !renders(lookup(path, in: template), as: template.text[text])
        }
    }

    /// Compares the value's unescaped text with `text`; a missing value's text is empty.
    private mutating func renders(_ value: TemplateValue?, as text: ArraySlice<UInt8>) -> Bool {
        switch value {
        case .string(let string)?, .html(let string)?:
            return string.utf8.elementsEqual(text)
        case let other?:
            scratch.removeAll()
            other.append(to: &scratch, escaped: false)
            return scratch.bytes.elementsEqual(text)
        case nil:
            return text.isEmpty
        }
    }

    /// Looks the path up in the first `visibleBindings` bindings (all by default), then in the
    /// context.
    private func lookup(_ path: ValuePath, in template: CompiledTemplate, visibleBindings: Int? = nil) -> TemplateValue? {
        if let field = path.loopField {
            return loops.isEmpty ? nil : loops[loops.count - 1].value(of: field)
        }
        let head = template.keys[path.keys.lowerBound]
        var value: TemplateValue
        if let binding = innermostBinding(named: head, below: visibleBindings ?? bindings.count) {
            // A loop's row and one of its cells, `day.date`: read the cell in place, without
            // copying the row out first.
            if path.keys.count == 2, case .row(let rows, let row)? = bindings[binding].value {
                return rows.cell(row, template.keys[path.keys.lowerBound + 1])
            }
            guard let bound = bindings[binding].value else { return nil }
            value = bound
        } else if case .dictionary(let fields) = context, let found = Self.field(head, of: fields) {
            value = found
        } else {
            return nil
        }
        for key in path.keys.dropFirst() {
            guard let next = Self.field(template.keys[key], of: value) else { return nil }
            value = next
        }
        return value
    }

    /// A dictionary's value or a row's cell of that name.
    private static func field(_ key: String, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .dictionary(let fields): field(key, of: fields)
        case .row(let rows, let row): rows.cell(row, key)
        default: nil
        }
    }

    /// Searched by hand rather than through a slice, which would retain the array on every lookup.
    private func innermostBinding(named name: String, below limit: Int) -> Int? {
        var index = limit
        while index > 0 {
            index -= 1
            if bindings[index].name == name {
                return index
            }
        }
        return nil
    }

    /// Context dictionaries are mostly small rows (`date`, `count`); comparing a few keys is
    /// cheaper than hashing one, which cut a 200-row page's render time by a quarter. `keys`
    /// `firstIndex(of:)` would hash, so the comparison is spelled out.
    private static func field(_ key: String, of fields: [String: TemplateValue]) -> TemplateValue? {
        guard fields.count <= 8 else { return fields[key] }
        guard let index = fields.keys.firstIndex(where: { $0 == key }) else { return nil }
        return fields.values[index]
    }
}
