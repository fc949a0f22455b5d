/// What an include argument is bound to: a literal fixed at load time, or a value looked up
/// where the include is written, once per render.
enum ArgumentValue: Sendable {
    /// `"text"`, `12`, `-2.5`, `true` or `false`.
    case constant(TemplateValue)
    /// `values.lift`: looked up in the includer's scope, so `a=b b=a` swaps.
    case path(ValuePath)
}
