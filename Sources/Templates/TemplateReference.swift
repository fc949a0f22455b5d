/// An `{% include %}` or `{% layout %}`: which template it names and the line that names it.
struct TemplateReference: Sendable {
    let target: Int
    let line: Int
}
