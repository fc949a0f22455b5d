import Domain
import HTTP

/// `?page=` of a paginated list, parsed into a bounded range before any arithmetic: a
/// page number once overflowed the offset and stopped the server.
enum PageNumber {
    /// More pages than any list here fills; anything above is a typo or an attack.
    static let range = 1...100_000

    /// Absent is the first page; anything but a whole number in `range` is a 400.
    static func parse(_ raw: String?) throws -> Int {
        guard let raw else { return 1 }
        guard let page = BoundedNumber.integer(raw, in: range) else {
            throw HTTPError(.badRequest, "The page number must be a whole number from 1 to 100,000. Go back to the first page.")
        }
        return page
    }
}

extension PageNumber {
    /// A page of a list, fetched with one item more than fits: that one tells whether a next
    /// page exists without counting the whole list. An empty page after the first is `missing`.
    static func items<Item>(on page: Int, size: Int, missing: @autoclosure () -> HTTPError,
                            _ fetch: (_ limit: Int, _ offset: Int) throws -> [Item]) throws -> (items: [Item], hasNext: Bool) {
        let (limit, offset) = window(on: page, size: size)
        var items = try fetch(limit, offset)
        guard page == 1 || !items.isEmpty else { throw missing() }
        let hasNext = items.count > size
        if hasNext { items.removeLast() }
        return (items, hasNext)
    }

    /// What `items` fetches for a page: one item more than fits, from the page's first.
    static func window(on page: Int, size: Int) -> (limit: Int, offset: Int) {
        (size + 1, (page - 1) * size)
    }
}
