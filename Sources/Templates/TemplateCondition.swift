/// The test of `{% if %}` and `{% elif %}`.
enum TemplateCondition: Sendable {
    case truthy(ValuePath)
    /// `not path`
    case falsy(ValuePath)
    /// `path == "text"`, compared with the value's unescaped text; the range is in the
    /// template's `text`.
    case equals(ValuePath, Range<Int>)
    /// `path != "text"`
    case differs(ValuePath, Range<Int>)
}
