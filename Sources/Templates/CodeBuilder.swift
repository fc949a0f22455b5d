/// Collects one template's instructions, literal bytes and value names while the parser
/// reads it, and fills in jump targets once the parser knows them.
struct CodeBuilder {
    private(set) var code: [Instruction] = []
    private(set) var text: [UInt8] = []
    private(set) var keys: [String] = []
    private(set) var arguments: [IncludeArgument] = []

    /// Appends an instruction and returns its position, for `patchJump(at:)`.
    @discardableResult
    mutating func emit(_ instruction: Instruction) -> Int {
        code.append(instruction)
        return code.count - 1
    }

    mutating func addText(_ bytes: [UInt8]) -> Range<Int> {
        text.append(contentsOf: bytes)
        return (text.count - bytes.count)..<text.count
    }

    mutating func addKey(_ key: String) -> Int {
        keys.append(key)
        return keys.count - 1
    }

    mutating func addArguments(_ added: [IncludeArgument]) -> Range<Int> {
        arguments.append(contentsOf: added)
        return (arguments.count - added.count)..<arguments.count
    }

    mutating func addPath(_ parts: [String]) -> ValuePath {
        let start = keys.count
        keys.append(contentsOf: parts)
        let loopField = parts.count == 2 && parts[0] == "loop" ? LoopField(rawValue: parts[1]) : nil
        return ValuePath(keys: start..<keys.count, loopField: loopField)
    }

    /// Points the jump emitted at `position` to where the next instruction will go.
    mutating func patchJump(at position: Int) {
        let target = code.count
        switch code[position] {
        case .jump: code[position] = .jump(to: target)
        case .jumpUnless(let condition, _): code[position] = .jumpUnless(condition, to: target)
        case .loop(let variable, let items, _): code[position] = .loop(variable: variable, items: items, empty: target)
        case .next(let body, _): code[position] = .next(body: body, end: target)
        case .wrap(let partial, let arguments, _): code[position] = .wrap(partial, arguments: arguments, end: target)
        case .text, .value, .include, .content: preconditionFailure("instruction \(position) has no jump to patch")
        }
    }
}
