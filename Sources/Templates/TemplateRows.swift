/// The rows of a list, handed to templates without a dictionary per row: the column names
/// once, and every row's cells one after the other in one array. `{% for day in days %}` over
/// them binds `day` to a row, and `{{ day.date }}` reads that row's `date` cell, escaped as
/// any value is; a template cannot tell them from a list of dictionaries.
///
/// A 200-row page built as dictionaries spent more on building and hashing them than on
/// rendering.
public struct TemplateRows: Sendable {
    /// Held by reference, so handing out a row costs one reference count, not one per array.
    private let storage: Storage

    /// Rows made from `items`, each by `row`, which appends one cell per column, in the
    /// columns' order. Inlinable, so it is compiled for the caller's own item type instead of
    /// reaching every item through generic calls.
    @inlinable
    public init<Items: Collection>(columns: [String], _ items: Items, row: (Items.Element, inout Cells) -> Void) {
        var cells = Cells(values: [])
        cells.values.reserveCapacity(columns.count * items.count)
        for item in items {
            let before = cells.values.count
            row(item, &cells)
            precondition(cells.values.count - before == columns.count, "a row of \(columns) has \(cells.values.count - before) cells")
        }
        self.init(columns: columns, cells: cells.values)
    }

    @usableFromInline
    init(columns: [String], cells: [TemplateValue]) {
        storage = Storage(columns: columns, cells: cells)
    }

    public var columns: [String] { storage.columns }

    public var count: Int { columns.isEmpty ? 0 : storage.cells.count / columns.count }

    /// The cell of `row` in the column named `name`; nil for a name that is no column.
    func cell(_ row: Int, _ name: String) -> TemplateValue? {
        let columns = storage.columns
        guard let column = columns.firstIndex(of: name) else { return nil }
        return storage.cells[row * columns.count + column]
    }

    /// Where a row's cells are appended.
    public struct Cells {
        @usableFromInline
        var values: [TemplateValue]

        @usableFromInline
        init(values: [TemplateValue]) {
            self.values = values
        }

        @inlinable
        public mutating func append(_ value: TemplateValue) {
            values.append(value)
        }
    }

    private final class Storage: Sendable {
        let columns: [String]
        let cells: [TemplateValue]

        init(columns: [String], cells: [TemplateValue]) {
            self.columns = columns
            self.cells = cells
        }
    }
}
