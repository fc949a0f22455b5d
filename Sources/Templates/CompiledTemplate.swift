/// A parsed template, ready to render.
struct CompiledTemplate: Sendable {
    /// Its position in the library, for a `{% wrap %}` body to come back to.
    let index: Int
    let name: String
    let file: String
    let code: [Instruction]
    /// Literal text and `==` operands, UTF-8, that instructions point into.
    let text: [UInt8]
    /// The parts of every value name and loop variable, that instructions point into.
    let keys: [String]
    /// The arguments of every include, that `.include` instructions point into.
    let arguments: [IncludeArgument]
    /// The layout this page is rendered inside, from `{% layout "…" %}`.
    let layout: TemplateReference?
    /// Every include and the layout, for the cycle check at load time.
    let references: [TemplateReference]

    /// A guess of the bytes one render writes, to size the output buffer once: literal text,
    /// 16 bytes a value, and everything inside a loop 20 times (list pages repeat rows).
    var expectedSize: Int {
        var size = 0
        var depth = 0
        for instruction in code {
            let weight = depth > 0 ? 20 : 1
            switch instruction {
            case .text(let range): size += weight * range.count
            case .value: size += weight * 16
            case .loop: depth += 1
            case .next: depth -= 1
            case .jump, .jumpUnless, .include, .wrap, .content: break
            }
        }
        return size
    }
}
