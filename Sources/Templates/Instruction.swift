/// One step of a compiled template. Instructions hold only integers (positions in the
/// template's text and keys, jump targets), so running through them costs no reference
/// counting; a tree of nodes holding arrays and strings spent half its render time on it.
enum Instruction: Sendable {
    /// Copy these bytes of the template's `text`.
    case text(Range<Int>)
    case value(ValuePath, escaped: Bool)
    case jump(to: Int)
    case jumpUnless(TemplateCondition, to: Int)
    /// Start a `{% for %}` whose item is named by `keys[variable]`; with nothing to loop over,
    /// go to `empty` (the `{% else %}` part).
    case loop(variable: Int, items: ValuePath, empty: Int)
    /// End of a loop body: back to `body` for the next item, or on to `end` after the last.
    case next(body: Int, end: Int)
    /// Render the library's template at this index, with the names of these `arguments` of
    /// the template bound (an empty range for a plain include).
    case include(Int, arguments: Range<Int>)
    /// `{% wrap %}`: like `include`, with the instructions up to `end` as the partial's
    /// `{% content %}`; rendering goes on at `end`.
    case wrap(Int, arguments: Range<Int>, end: Int)
    /// `{% content %}`: where a layout puts the page rendered inside it.
    case content
}
