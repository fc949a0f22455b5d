import Numbers

/// Turns one template's source into instructions. Include and layout names are resolved to
/// library indices here, so a missing one fails at start-up and rendering never looks a name up.
struct TemplateParser {
    private var lexer: TemplateLexer
    private var builder = CodeBuilder()
    private let source: TemplateSource
    private let index: Int
    private let indexByName: [String: Int]
    private var references: [TemplateReference] = []
    private var layout: TemplateReference?
    /// Whether a tag or output came before, which makes a later `{% layout %}` an error.
    private var seenTag = false

    init(source: TemplateSource, index: Int, indexByName: [String: Int]) {
        self.lexer = TemplateLexer(source: source.bytes, file: source.file)
        self.source = source
        self.index = index
        self.indexByName = indexByName
    }

    mutating func parse() throws(TemplateError) -> CompiledTemplate {
        if let boundary = try parseBody() {
            throw error(boundary.line, "`{% \(boundary.keyword) %}` without an open block")
        }
        return CompiledTemplate(
            index: index, name: source.name, file: source.file, code: builder.code.exactlySized, text: builder.text.exactlySized,
            keys: builder.keys.exactlySized, arguments: builder.arguments.exactlySized, layout: layout, references: references
        )
    }

    /// Emits code up to the end of the file or the next `end`, `else` or `elif`, which it
    /// returns for the enclosing block to judge.
    private mutating func parseBody() throws(TemplateError) -> BlockBoundary? {
        while let token = try lexer.next() {
            switch token {
            case .text(let bytes):
                builder.emit(.text(builder.addText(bytes)))
            case .output(let inside, let line):
                builder.emit(try output(inside, line: line))
                seenTag = true
            case .tag(let inside, let line):
                let words = try words(inside, line: line)
                if let boundary = try boundary(words, line: line) {
                    return boundary
                }
                try tag(words, line: line)
                seenTag = true
            }
        }
        return nil
    }

    private mutating func output(_ inside: String, line: Int) throws(TemplateError) -> Instruction {
        let words = try words(inside, line: line)
        if words.count == 1, case .word(let name) = words[0] {
            return .value(try path(name, line: line), escaped: true)
        }
        if words.count == 2, words[0] == .word("raw"), case .word(let name) = words[1] {
            return .value(try path(name, line: line), escaped: false)
        }
        throw error(line, "`{{\(inside)}}` should hold a value name, or `raw` and a value name")
    }

    private mutating func boundary(_ words: [TagWord], line: Int) throws(TemplateError) -> BlockBoundary? {
        switch words.first {
        case .word("end")?:
            try expectKeywordOnly(words, line: line)
            return .end(line: line)
        case .word("else")?:
            try expectKeywordOnly(words, line: line)
            return .otherwise(line: line)
        case .word("elif")?:
            return .elif(try condition(words, line: line), line: line)
        default:
            return nil
        }
    }

    private mutating func tag(_ words: [TagWord], line: Int) throws(TemplateError) {
        switch words.first {
        case .word("if")?:
            try ifBlock(try condition(words, line: line), line: line)
        case .word("for")?:
            try forBlock(words, line: line)
        case .word("include")?:
            let (target, arguments) = try partial(words, line: line)
            builder.emit(.include(target, arguments: arguments))
        case .word("wrap")?:
            try wrapBlock(words, line: line)
        case .word("layout")?:
            guard !seenTag else {
                throw error(line, "`{% layout %}` must be the first tag of the file")
            }
            layout = try reference(words, line: line)
        case .word("content")?:
            try expectKeywordOnly(words, line: line)
            builder.emit(.content)
        case .word(let keyword)?:
            throw error(line, "unknown tag `{% \(keyword) %}`; tags are if, elif, else, for, end, include, wrap, layout and content")
        case .literal?, .assignment?, nil:
            throw error(line, "a tag must start with a keyword such as `if`, `for` or `include`")
        }
    }

    /// Each condition jumps past its branch when false; each branch but the last jumps to the
    /// end of the block when done. Targets are patched in once known.
    private mutating func ifBlock(_ first: TemplateCondition, line: Int) throws(TemplateError) {
        var skip = builder.emit(.jumpUnless(first, to: 0))
        var exits: [Int] = []
        var boundary = try parseBody()
        while case .elif(let next, _)? = boundary {
            exits.append(builder.emit(.jump(to: 0)))
            builder.patchJump(at: skip)
            skip = builder.emit(.jumpUnless(next, to: 0))
            boundary = try parseBody()
        }
        switch boundary {
        case nil:
            throw neverClosed("if", line: line)
        case .otherwise?:
            exits.append(builder.emit(.jump(to: 0)))
            builder.patchJump(at: skip)
            try elseBody(of: "if", openedAt: line)
        case .end?, .elif?:
            builder.patchJump(at: skip)
        }
        for exit in exits {
            builder.patchJump(at: exit)
        }
    }

    /// `loop` (jumps to the else part when there is nothing to loop over), the body, `next`
    /// (back to the body or past the else part), the else part.
    private mutating func forBlock(_ words: [TagWord], line: Int) throws(TemplateError) {
        guard words.count == 4, case .word(let variable) = words[1], words[2] == .word("in"),
              case .word(let items) = words[3]
        else {
            throw error(line, "`{% for %}` is written `{% for item in items %}`")
        }
        guard let parts = ValuePath.parts(of: variable), parts.count == 1, variable != "loop" else {
            throw error(line, "`\(variable)` cannot name a loop item; use a plain name like `item` (`loop` is taken by loop.index)")
        }
        let itemsPath = try path(items, line: line)
        let start = builder.emit(.loop(variable: builder.addKey(variable), items: itemsPath, empty: 0))
        let boundary = try parseBody()
        let next = builder.emit(.next(body: start + 1, end: 0))
        builder.patchJump(at: start)
        switch boundary {
        case nil:
            throw neverClosed("for", line: line)
        case .end?:
            break
        case .otherwise?:
            try elseBody(of: "for", openedAt: line)
        case .elif(_, let elifLine)?:
            throw error(elifLine, "`{% elif %}` belongs to `{% if %}`, not to the `{% for %}` of line \(line)")
        }
        builder.patchJump(at: next)
    }

    /// The part after `{% else %}`, which only `{% end %}` may close.
    private mutating func elseBody(of keyword: String, openedAt line: Int) throws(TemplateError) {
        switch try parseBody() {
        case nil:
            throw neverClosed(keyword, line: line)
        case .end?:
            return
        case .otherwise(let elseLine)?:
            throw error(elseLine, "a second `{% else %}` in the `{% \(keyword) %}` of line \(line)")
        case .elif(_, let elifLine)?:
            throw error(elifLine, "`{% elif %}` after `{% else %}` in the `{% \(keyword) %}` of line \(line)")
        }
    }

    /// Reads `keyword value`, `keyword not value`, `keyword value == "text"` or `… != "text"`.
    private mutating func condition(_ words: [TagWord], line: Int) throws(TemplateError) -> TemplateCondition {
        let operands = Array(words.dropFirst())
        if operands.count == 1, case .word(let name) = operands[0] {
            return .truthy(try path(name, line: line))
        }
        if operands.count == 2, operands[0] == .word("not"), case .word(let name) = operands[1] {
            return .falsy(try path(name, line: line))
        }
        if operands.count == 3, case .word(let name) = operands[0], case .literal(let text) = operands[2] {
            switch operands[1] {
            case .word("=="): return .equals(try path(name, line: line), builder.addText(Array(text.utf8)))
            case .word("!="): return .differs(try path(name, line: line), builder.addText(Array(text.utf8)))
            default: break
            }
        }
        let tagName = keyword(of: words)
        throw error(line, "`{% \(tagName) %}` needs a condition: `value`, `not value`, `value == \"text\"` or `value != \"text\"`")
    }

    /// The body goes between `wrap` and `end`, and the partial renders it at its `{% content %}`,
    /// as a layout renders its page: a frame such as a labelled `<select>` is written once, and
    /// each form writes only its options. The body runs with the partial's arguments bound, so
    /// an option can test the select's `value`.
    private mutating func wrapBlock(_ words: [TagWord], line: Int) throws(TemplateError) {
        let (target, arguments) = try partial(words, line: line)
        let start = builder.emit(.wrap(target, arguments: arguments, end: 0))
        switch try parseBody() {
        case nil:
            throw neverClosed("wrap", line: line)
        case .end?:
            builder.patchJump(at: start)
        case let boundary?:
            throw error(boundary.line, "`{% \(boundary.keyword) %}` has no place in the `{% wrap %}` of line \(line); close it with `{% end %}`")
        }
    }

    /// `include "name"` or `wrap "name"` and then any `key=value` arguments: the partial's
    /// index and the arguments' range.
    private mutating func partial(_ words: [TagWord], line: Int) throws(TemplateError) -> (target: Int, arguments: Range<Int>) {
        let target = try reference(Array(words.prefix(2)), line: line).target
        var arguments: [IncludeArgument] = []
        for word in words.dropFirst(2) {
            let argument = try argument(word, of: keyword(of: words), line: line)
            guard !arguments.contains(where: { $0.name == argument.name }) else {
                throw error(line, "the argument `\(argument.name)` is given twice")
            }
            arguments.append(argument)
        }
        return (target, builder.addArguments(arguments))
    }

    private mutating func argument(_ word: TagWord, of tagName: String, line: Int) throws(TemplateError) -> IncludeArgument {
        guard case .assignment(let name, let value) = word else {
            throw error(line, "`\(word.text)`: after the template name, `{% \(tagName) %}` takes only arguments written `name=\"text\"`, `name=12`, `name=true` or `name=value.path`")
        }
        guard ValuePath.parts(of: name)?.count == 1, name != "loop" else {
            throw error(line, "`\(name)` cannot name an argument; use a plain name like `label` (`loop` is taken by loop.index)")
        }
        switch value {
        case .literal(let text):
            return IncludeArgument(name: name, value: .constant(.string(text)))
        case .word(let text) where !text.isEmpty:
            return IncludeArgument(name: name, value: try constantOrPath(text, line: line))
        case .word, .assignment:
            throw error(line, "`\(word.text)`: write the argument's value right after `=`, without spaces")
        }
    }

    /// `true`, `false`, a number such as `12` or `-2.5`, or else a value name.
    private mutating func constantOrPath(_ text: String, line: Int) throws(TemplateError) -> ArgumentValue {
        switch text {
        case "true": return .constant(.bool(true))
        case "false": return .constant(.bool(false))
        default: break
        }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return .path(try path(text, line: line))
        }
        // A template's own literal: any whole number or finite decimal Swift holds.
        if let number = BoundedNumber.integer(text, in: Int.min...Int.max) {
            return .constant(.int(number))
        }
        if let number = BoundedNumber.decimal(text, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) {
            return .constant(.double(number))
        }
        throw error(line, "`\(text)` is not a number: write digits, with `.` before any decimals")
    }

    private mutating func reference(_ words: [TagWord], line: Int) throws(TemplateError) -> TemplateReference {
        let tagName = keyword(of: words)
        guard words.count == 2, case .literal(let name) = words[1] else {
            throw error(line, "`{% \(tagName) %}` needs a quoted template name, like `{% \(tagName) \"partials/nav\" %}`")
        }
        guard let target = indexByName[name] else {
            throw error(line, "no template `\(name)` for `{% \(tagName) %}`; names are paths under Views without `.html`")
        }
        let reference = TemplateReference(target: target, line: line)
        references.append(reference)
        return reference
    }

    private mutating func path(_ text: String, line: Int) throws(TemplateError) -> ValuePath {
        guard let parts = ValuePath.parts(of: text) else {
            throw error(line, "`\(text)` is not a value name: use letters, digits and `_`, with `.` between parts")
        }
        let path = builder.addPath(parts)
        guard parts[0] != "loop" || path.loopField != nil else {
            throw error(line, "`\(text)`: a loop offers only `loop.index`, `loop.first` and `loop.last`")
        }
        return path
    }

    private func words(_ inside: String, line: Int) throws(TemplateError) -> [TagWord] {
        guard let words = TagWord.split(inside) else {
            throw error(line, "a `\"` is never closed")
        }
        return words
    }

    private func expectKeywordOnly(_ words: [TagWord], line: Int) throws(TemplateError) {
        guard words.count == 1 else {
            let tagName = keyword(of: words)
            throw error(line, "`{% \(tagName) %}` takes nothing after `\(tagName)`")
        }
    }

    /// The tag's first word; the callers have already matched it as a keyword.
    private func keyword(of words: [TagWord]) -> String {
        guard case .word(let keyword)? = words.first else { return "" }
        return keyword
    }

    private func neverClosed(_ keyword: String, line: Int) -> TemplateError {
        error(line, "`{% \(keyword) %}` is never closed with `{% end %}`")
    }

    private func error(_ line: Int, _ message: String) -> TemplateError {
        TemplateError(file: source.file, line: line, message: message)
    }
}
