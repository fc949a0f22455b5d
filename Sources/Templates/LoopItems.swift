/// What a `{% for %}` runs over: a list's items, or rows, handed out one `.row` at a time.
enum LoopItems {
    case list([TemplateValue])
    case rows(TemplateRows)

    /// The value's items; nil for a value that is not a list (nothing to loop over).
    init?(_ value: TemplateValue?) {
        switch value {
        case .list(let list)?: self = .list(list)
        case .rows(let rows)?: self = .rows(rows)
        default: return nil
        }
    }

    var count: Int {
        switch self {
        case .list(let list): list.count
        case .rows(let rows): rows.count
        }
    }

    subscript(index: Int) -> TemplateValue {
        switch self {
        case .list(let list): list[index]
        case .rows(let rows): .row(rows, index)
        }
    }
}
