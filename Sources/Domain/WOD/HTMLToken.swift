/// What `HTMLTokenizer` finds: a run of text, or a tag with its lowercased name. Byte ranges
/// point into the tokenizer's input.
enum HTMLToken: Equatable {
    case text(Range<Int>)
    /// `classes` is the raw value of the first `class` attribute, "" without one.
    case start(name: String, classes: String, range: Range<Int>)
    case end(name: String, range: Range<Int>)
}
