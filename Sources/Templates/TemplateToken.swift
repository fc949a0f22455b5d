/// A piece of template source: literal text, the inside of `{{ }}`, or the inside of `{% %}`.
enum TemplateToken {
    case text([UInt8])
    case output(String, line: Int)
    case tag(String, line: Int)
}
