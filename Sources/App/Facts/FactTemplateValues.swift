import Domain
import HTTP
import Templates

/// Facts, categories and searches as the templates under `Views/facts/` read them.
enum FactTemplateValues {
    static func fact(_ fact: Fact) -> TemplateValue {
        .row(rows([(fact, nil)]), 0)
    }

    static func facts(_ facts: [Fact]) -> TemplateValue {
        .rows(rows(facts.map { ($0, nil) }))
    }

    /// Search results: each fact with `runs`, its text split around the search's matches.
    static func matches(_ matches: [FactMatch]) -> TemplateValue {
        .rows(rows(matches.map { ($0.fact, $0.runs) }))
    }

    /// `runs` is empty text for a fact shown without a search, so `{% if fact.runs %}` fails.
    private static func rows(_ facts: [(fact: Fact, runs: [TextRun]?)]) -> TemplateRows {
        TemplateRows(columns: ["id", "body", "source", "unsourced", "categories", "runs"], facts) { item, cells in
            let fact = item.fact
            cells.append(.string(String(fact.id)))
            cells.append(.string(fact.body))
            cells.append(.string(fact.source))
            cells.append(.string(fact.categories.contains(FactCollection.Category.gymLegends.rawValue)
                ? "A gym legend: a joke, not a fact" : "No source given"))
            cells.append(.rows(TemplateRows(columns: ["name", "path"], fact.categories) { name, cells in
                cells.append(.string(name))
                cells.append(.string(PercentEncoding.encode(name)))
            }))
            cells.append(item.runs.map { runs in
                .rows(TemplateRows(columns: ["text", "match"], runs) { run, cells in
                    cells.append(.string(run.text))
                    cells.append(.bool(run.isMatch))
                })
            } ?? "")
        }
    }

    /// The category cloud: each name with its count and a weight from 1 to 4 that sizes it.
    static func cloud(_ categories: [FactCategory]) -> TemplateValue {
        let most = max(1, categories.map(\.factCount).max() ?? 1)
        return .list(categories.map { category in
            ["name": .string(category.name), "path": .string(PercentEncoding.encode(category.name)),
             "count": .int(category.factCount), "weight": .int(1 + 3 * max(0, category.factCount) / most)]
        })
    }

    static func recentSearches(_ searches: [String]) -> TemplateValue {
        .list(searches.map { ["text": .string($0), "query": .string(PercentEncoding.encode($0))] })
    }

    /// `paginated`, `page`, and the `previous` and `next` addresses for `facts/pagination`.
    static func pagination(page: Int, hasNext: Bool, address: (Int) -> String) -> [String: TemplateValue] {
        [
            "paginated": .bool(page > 1 || hasNext), "page": .int(page),
            "previous": .string(page > 1 ? address(page - 1) : ""), "next": .string(hasNext ? address(page + 1) : ""),
        ]
    }
}
