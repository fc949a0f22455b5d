import Domain
import Templates

/// Facts, categories and searches as the templates under `Views/facts/` read them.
enum FactTemplateValues {
    static func fact(_ fact: Fact, runs: [TextRun]? = nil) -> TemplateValue {
        var value: [String: TemplateValue] = [
            "id": .string(String(fact.id)), "body": .string(fact.body), "source": .string(fact.source),
            "unsourced": .string(fact.categories.contains(FactCollection.Category.gymLegends.rawValue)
                ? "A gym legend: a joke, not a fact" : "No source given"),
            "categories": .list(fact.categories.map { ["name": .string($0), "path": .string(PercentEncoding.encode($0))] }),
        ]
        if let runs { value["runs"] = .list(runs.map { ["text": .string($0.text), "match": .bool($0.isMatch)] }) }
        return .dictionary(value)
    }

    static func match(_ match: FactMatch) -> TemplateValue {
        fact(match.fact, runs: match.runs)
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
