import HTTP
import Templates

/// One page of a list shown newest first, chosen by `?page=` (from 1). One row past the page
/// says whether an older page exists, which spares counting every row on each visit.
struct NewestFirstPage<Item> {
    let items: [Item]
    let number: Int
    let hasOlder: Bool

    /// `fetch(limit, offset)` reads the rows; a page past the last but the first is a 404 that
    /// says `missing(number)`.
    init(_ query: FormData, size: Int, missing: (Int) -> String, fetch: (_ limit: Int, _ offset: Int) throws -> [Item]) throws {
        number = try PageNumber.parse(query["page"])
        var items = try fetch(size + 1, (number - 1) * size)
        guard number == 1 || !items.isEmpty else { throw HTTPError(.notFound, missing(number)) }
        hasOlder = items.count > size
        if hasOlder { items.removeLast() }
        self.items = items
    }

    /// `page`, `paginated`, `previous` and `next` for the list's navigation links.
    var templateValues: [String: TemplateValue] {
        ["page": .int(number), "paginated": .bool(number > 1 || hasOlder),
         "previous": number > 1 ? .int(number - 1) : .string(""), "next": hasOlder ? .int(number + 1) : .string("")]
    }
}

/// `?page=`: absent is the first page; anything but a whole number in `pages` is a 400.
enum PageNumber {
    /// More pages than ten thousand years of daily training fill; anything above is a typo
    /// or an attack, refused before any arithmetic.
    static let pages = 1...100_000

    static func parse(_ raw: String?) throws -> Int {
        guard let raw else { return 1 }
        guard let page = Int(raw), pages.contains(page) else {
            throw HTTPError(.badRequest, "The page number must be a whole number from 1 to 100,000. Go back to the first page.")
        }
        return page
    }
}
