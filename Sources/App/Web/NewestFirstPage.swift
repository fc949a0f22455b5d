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
        let number = try PageNumber.parse(query["page"])
        let page = try PageNumber.items(on: number, size: size, missing: HTTPError(.notFound, missing(number)), fetch)
        self.number = number
        items = page.items
        hasOlder = page.hasNext
    }

    /// `page`, `paginated`, `previous` and `next` for the list's navigation links.
    var templateValues: [String: TemplateValue] {
        ["page": .int(number), "paginated": .bool(number > 1 || hasOlder),
         "previous": number > 1 ? .int(number - 1) : .string(""), "next": hasOlder ? .int(number + 1) : .string("")]
    }
}
