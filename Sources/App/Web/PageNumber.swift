import HTTP

/// `?page=` of a paginated list, parsed into a bounded range before any arithmetic: a
/// page number once overflowed the offset and stopped the server.
enum PageNumber {
    /// More pages than any list here fills; anything above is a typo or an attack.
    static let range = 1...100_000

    /// Absent is the first page; anything but a whole number in `range` is a 400.
    static func parse(_ raw: String?) throws -> Int {
        guard let raw else { return 1 }
        guard let page = Int(raw), range.contains(page) else {
            throw HTTPError(.badRequest, "The page number must be a whole number from 1 to 100,000. Go back to the first page.")
        }
        return page
    }
}
