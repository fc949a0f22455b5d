import Domain

extension Visit {
    /// The path's `:id` as a positive whole number; nil for anything else, which the page
    /// answers with a 404 like an id that names nothing.
    public var pathID: Int64? {
        RowID.parse(request.parameters["id"])
    }
}
