import Domain

/// libFuzzer entry point for the facts' parsers of untrusted input: the chucknorris.io-shaped
/// import (and through it the JSON parser), the search box's query, the highlight markers
/// and the share card's layout. None may crash or hang, and what they accept must keep the
/// rules the pages rely on: imported facts as valid as a staff member's, search words that
/// cannot close their FTS5 quotes, runs that give back the text, cards within their limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkImport(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    checkSearch(text)
    checkRuns(text)
    if case .success(let input) = FactInput.parse(body: text, source: text, categories: []) {
        checkCard(FactCard(text: input.body, source: input.source), text: input.body)
    }
    return 0
}

func checkImport(_ bytes: [UInt8]) {
    switch FactImport.parse(bytes) {
    case .success(let facts):
        require(!facts.isEmpty && facts.count <= FactImport.maxFacts, "\(facts.count) facts")
        for fact in facts {
            require(FactImport.idLength.contains(fact.id.count), "id \(fact.id)")
            require(FactInput.bodyLength.contains(fact.input.body.count), "body of \(fact.id)")
            require(fact.input.source.count <= FactInput.sourceLength.upperBound, "source of \(fact.id)")
            require(FactText.normalized(fact.input.body) == fact.input.body, "body of \(fact.id) not normalized")
            require((try? PlainText.parse(fact.input.body, multiline: false).get()) == fact.input.body, "body of \(fact.id) not plain text")
            for name in fact.input.categories {
                require((try? CategoryName.parse(name).get()) == name, "category \(name)")
            }
            require(fact.input.categories == fact.input.categories.sorted() && Set(fact.input.categories).count == fact.input.categories.count,
                    "categories not sorted and unique")
        }
    case .failure(let error):
        require(!error.message.isEmpty, "empty message")
    }
}

func checkSearch(_ text: String) {
    guard case .success(let query) = FactSearchQuery.parse(text) else { return }
    require(FactSearchQuery.length.contains(query.text.count), "query of \(query.text.count) characters")
    for word in query.words {
        require(!word.isEmpty && !word.unicodeScalars.contains { $0 == "\"" || $0 == "*" || $0 == " " }, "word \(word)")
    }
    let quotes = query.matchExpression.unicodeScalars.filter { $0 == "\"" }.count
    require(quotes == 2 * query.words.count, "unbalanced quotes in \(query.matchExpression)")
}

func checkRuns(_ text: String) {
    let runs = HighlightMarkers.runs(text)
    let stripped = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != HighlightMarkers.open && $0 != HighlightMarkers.close }))
    require(runs.map(\.text).joined() == stripped, "runs lose text")
    require(!runs.contains { $0.text.isEmpty }, "an empty run")
}

func checkCard(_ card: FactCard, text: String) {
    require(card.fontSize >= FactCard.minimumFontSize && card.fontSize <= FactCard.maximumFontSize, "font size \(card.fontSize)")
    require(card.height >= FactCard.width, "height \(card.height)")
    require(card.lines.map(\.text).joined(separator: " ").unicodeScalars.filter { $0 != " " }.count
            == text.unicodeScalars.filter { $0 != " " }.count, "the card loses text")
    for line in card.lines where line.text.count > 1 {
        require(FactCard.width(of: line.text, fontSize: card.fontSize) <= Double(FactCard.textWidth) + 0.01, "line too wide: \(line.text)")
    }
    let last = (card.sourceLines.last ?? card.lines.last)?.baseline ?? 0
    require(last < card.height, "text below the card")
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
