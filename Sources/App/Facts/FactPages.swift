import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// The facts anyone may read: a random fact with the category cloud and the search box,
/// full-text search, a category's facts, one fact with its share card. A logged-in user's
/// searches made on the site are remembered, with or without results.
struct FactPages: Sendable {
    let services: Services
    /// Every fact's id, read once per gym version instead of on each visit.
    private let factIDs: ScheduleCache<[Int64]>

    init(services: Services) {
        self.services = services
        factIDs = ScheduleCache(clock: services.clock)
    }

    static let pageSize = 20
    /// The template of one fact: the part of the facts page and of the search page without a
    /// query that is new on every visit (`SlottedPage`).
    static let factTemplate = "facts/fact"

    /// The random fact's slot in the page is where `randomFactPart` goes on later visits.
    func showFacts(_ visit: Visit) throws -> SlottedPage {
        try services.pages.renderForm("facts/index", try common(visit, title: "Facts", randomFact: true), visit: visit, form: FactSearchForm([:]),
                                      locating: Self.factTemplate)
    }

    /// Without `q`, the search page itself, with a slot for the random fact as on the facts
    /// page; with it, a page of results best first. A query outside 3–120 characters is
    /// refused (422) with the message by the box, and the page keeps its random fact and
    /// categories.
    func searchFacts(_ visit: Visit) throws -> SlottedPage {
        let items = visit.request.queryItems
        let form = FactSearchForm(items)
        guard items["q"] != nil else {
            return try services.pages.renderForm("facts/search", try common(visit, title: "Search the facts", randomFact: true), visit: visit, form: form,
                                                 locating: Self.factTemplate)
        }
        switch form.validated({ FactSearchQuery.parse($0[.q] ?? "") }) {
        case .failure(let errors):
            return SlottedPage(try services.pages.renderForm("facts/search", try common(visit, title: "Search the facts", randomFact: true),
                                                             visit: visit, form: form, errors: errors))
        case .success(let query):
            let page = try PageNumber.parse(items["page"])
            // Only a search the member made here is remembered: a link elsewhere must not write.
            if let user = visit.user, visit.request.isOwnNavigation {
                try services.database.rememberSearch(userID: user.id, query: query.remembered, searchedAt: services.clock.now())
            }
            let (matches, hasNext) = try PageNumber.items(on: page, size: Self.pageSize,
                                                          missing: HTTPError(.notFound, "There is no page \(page) of results for this search. Go back to the first page.")) {
                try services.database.searchFacts(query, limit: $0, offset: $1)
            }
            var context = try common(visit, title: "Search: \(query.text)", randomFact: false)
            context["query"] = .string(query.text)
            context["results"] = FactTemplateValues.matches(matches)
            context.merge(FactTemplateValues.pagination(page: page, hasNext: hasNext) {
                "/facts/search?q=\(PercentEncoding.encode(query.text))&page=\($0)"
            }) { _, new in new }
            return SlottedPage(try services.pages.renderForm("facts/search", context, visit: visit, form: FactSearchForm([.q: query.text])))
        }
    }

    /// Where a request for the search page runs (`WorkerChoice.perRequest`, asked on the event
    /// loop): on a worker when it may write or take long, that is a member's own search (it is
    /// remembered, as `searchFacts` does) and a page of results not ranked since the facts last
    /// changed (a word in many facts ranks for tens of milliseconds); inline otherwise, as the
    /// page without a query, a refused query and a repeat search by a visitor or through a link
    /// are answered from memory (the page cache, or the ranked results).
    func searchRunsOnWorker(_ request: Request) -> Bool {
        let items = request.queryItems
        guard let raw = items["q"], case .success(let query) = FactSearchQuery.parse(raw),
              let page = try? PageNumber.parse(items["page"]) else { return false }
        if request.isOwnNavigation && request.cookie(named: Sessions.cookieName) != nil { return true }
        let (limit, offset) = PageNumber.window(on: page, size: Self.pageSize)
        return !services.database.isSearchCached(query, limit: limit, offset: offset)
    }

    /// The random fact of the facts pages, for `Access.gym` to put in the slot of a kept page.
    var randomFactPart: PagePart {
        PagePart(kind: "fact", pick: pickRandomFact, render: renderFact)
    }

    /// A fact's id picked at random, each fact as likely as any other; nil when there are none.
    private func pickRandomFact() throws -> Int64? {
        try factIDs.value("facts", version: try services.database.gymVersion()) { try services.database.factIDs() }.randomElement()
    }

    /// The fact alone as the facts pages show it; nil when it has gone. Rendered from `fact`
    /// only, as that is all `facts/fact` reads (the facts pages' tests compare the result with
    /// a page built whole).
    private func renderFact(_ id: Int64) throws -> [UInt8]? {
        guard let fact = try services.database.fact(id: id) else { return nil }
        return try services.pages.templates.render(Self.factTemplate, ["fact": FactTemplateValues.fact(fact)])
    }

    func showCategory(_ visit: Visit) throws -> Response {
        let name = visit.request.parameters["name"] ?? ""
        guard let category = try services.database.factCategory(named: name) else {
            // "/facts/categories/Strength" typed or shared with another case: the category's own address.
            if let spelled = try services.database.factCategories().first(where: { $0.name.lowercased() == name.lowercased() }) {
                let query = visit.request.query.isEmpty ? "" : "?" + visit.request.query
                return .movedPermanently(to: "/facts/categories/" + PercentEncoding.encode(spelled.name) + query)
            }
            throw HTTPError(.notFound, "There is no category of facts by that name. Pick one from the facts page.")
        }
        let page = try PageNumber.parse(visit.request.queryItems["page"])
        let (facts, hasNext) = try PageNumber.items(on: page, size: Self.pageSize,
                                                    missing: HTTPError(.notFound, "There is no page \(page) of this category. Go back to its first page.")) {
            try services.database.facts(categoryID: category.id, limit: $0, offset: $1)
        }
        var context = try common(visit, title: "Facts: \(category.name)", randomFact: false)
        context["category"] = ["name": .string(category.name), "count": .int(category.factCount)]
        context["facts"] = FactTemplateValues.facts(facts)
        let path = "/facts/categories/" + PercentEncoding.encode(category.name)
        context.merge(FactTemplateValues.pagination(page: page, hasNext: hasNext) { "\(path)?page=\($0)" }) { _, new in new }
        return try services.pages.render("facts/category", context, visit: visit)
    }

    /// One fact for sharing: Open Graph and Twitter card tags, its link, and its card.
    func showFact(_ visit: Visit) throws -> Response {
        let fact = try requestedFact(visit)
        let card = FactCard(text: fact.body, source: fact.source)
        let share = shareValues(fact)
        return try services.pages.render("facts/show", [
            "title": share["title"] ?? "", "share": .dictionary(share), "fact": FactTemplateValues.fact(fact), "with_facts_script": true,
            "card": ["width": .int(FactCard.width / 2), "height": .int(card.height / 2), "size": .string("\(FactCard.width) × \(card.height)")],
        ], visit: visit)
    }

    /// The fact as an SVG card. Public and cacheable for an hour: it holds nothing personal.
    func showCard(_ visit: Visit) throws -> Response {
        let fact = try requestedFact(visit)
        let card = FactCard(text: fact.body, source: fact.source)
        let line: (FactCard.Line) -> TemplateValue = { ["text": .string($0.text), "baseline": .int($0.baseline)] }
        let body = try services.pages.templates.render("facts/card.svg", [
            "card": [
                "width": .int(FactCard.width), "height": .int(card.height), "margin": .int(FactCard.margin), "text": .string(fact.body),
                "font_size": .int(card.fontSize), "lines": .list(card.lines.map(line)),
                "source_size": .int(FactCard.sourceFontSize), "source_lines": .list(card.sourceLines.map(line)),
                "footer": .int(card.height - 50), "address": .string(address(of: fact).shown),
            ],
        ])
        return Response(status: .ok, headers: ["Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=3600"],
                        body: body)
    }

    /// Forgets the user's recent searches and goes back to the page the form was on.
    func clearRecentSearches(_ visit: Visit, user: User) throws -> Response {
        try services.database.clearRecentSearches(userID: user.id)
        return .redirect(to: LocalPath.safe(visit.form["next"]))
    }

    // MARK: Helpers

    private static let noSuchFact = HTTPError(.notFound, "There is no fact with that number. It may have been deleted; find another on the facts page.")

    /// The fact named by `:id`: a positive whole number naming a fact, else 404.
    private func requestedFact(_ visit: Visit) throws -> Fact {
        guard let id = visit.pathID, let fact = try services.database.fact(id: id) else {
            throw Self.noSuchFact
        }
        return fact
    }

    /// What every facts page shows around its content: the categories, the user's recent
    /// searches with the address to come back to after clearing them, and a random fact.
    private func common(_ visit: Visit, title: String, randomFact: Bool) throws -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "title": .string(title), "with_facts_script": true, "here": .string(LocalPath.safe(visit.request.target)),
            "categories": FactTemplateValues.cloud(try services.database.factCategories()),
        ]
        if let user = visit.user {
            context["recent_searches"] = FactTemplateValues.recentSearches(try services.database.recentSearches(userID: user.id))
        }
        if randomFact, let id = try pickRandomFact(), let fact = try services.database.fact(id: id) {
            context["fact"] = FactTemplateValues.fact(fact)
        }
        return context
    }

    /// Title, description and address for the share tags. The title is the fact's first
    /// words; the description its whole text. The address is absolute only with a public URL
    /// (`Config.publicURL`), and only then is there a `canonical` for the tags that must be.
    private func shareValues(_ fact: Fact) -> [String: TemplateValue] {
        let address = address(of: fact)
        var values: [String: TemplateValue] = ["title": .string(Self.headline(fact.body)), "description": .string(fact.body), "url": .string(address.url)]
        if services.config.publicURL != nil { values["canonical"] = .string(address.url) }
        return values
    }

    /// The fact's address, and how the card prints it (without the scheme): from the public
    /// URL, never the request's Host header, which anyone can set and the card's public cache
    /// would keep. Without one, the path and the app's name.
    private func address(of fact: Fact) -> (url: String, shown: String) {
        let path = "/facts/\(fact.id)"
        guard let site = services.config.publicURL else { return (path, "Lifting Log") }
        return ("\(site)" + path, site.authority + path)
    }

    /// Up to about 60 characters of the text, cut after a whole word. The characters are
    /// counted as the words are added: counting the headline anew for each word cost more
    /// than the rest of the fact's page.
    private static func headline(_ text: String) -> String {
        guard text.count > 60 else { return text }
        var headline = ""
        var count = 0
        for word in text.split(separator: " ") {
            let length = word.count
            guard count + length < 60 else { break }
            if count > 0 {
                headline += " "
                count += 1
            }
            headline.append(contentsOf: word)
            count += length
        }
        return (headline.isEmpty ? String(text.prefix(59)) : headline) + "…"
    }
}
