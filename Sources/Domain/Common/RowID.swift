/// A stored row's id as a request names it (a path's `:id`, a `<select>`'s value, a query's
/// `saved=`): SQLite hands our tables' rows ids from 1 up, and none past `Int64.max`.
public enum RowID {
    public static let range: ClosedRange<Int64> = 1...Int64.max

    /// The id `text` names; nil for anything but a whole number in `range`, which a page
    /// answers like an id that names nothing.
    public static func parse<Text: StringProtocol>(_ text: Text?) -> Int64? where Text.SubSequence == Substring {
        BoundedNumber.integer(text, in: range)
    }
}
