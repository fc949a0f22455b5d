/// The part of a `SlottedPage` that is new on every visit (the facts pages' random fact): which
/// one to show this time, and how one is rendered. `Access.gym` keeps each rendered part in
/// `PagePartCache`, under the gym's data version, so a visit that finds
/// both the page and its part kept renders nothing.
public struct PagePart: Sendable {
    /// What kind of part it is ("fact"), naming it in its cache key beside its id.
    let kind: String
    /// The id of the part to show this time; nil when there is none to show.
    let pick: @Sendable () throws -> Int64?
    /// The part with this id; nil when it has gone since it was picked.
    let render: @Sendable (Int64) throws -> [UInt8]?

    public init(kind: String, pick: @escaping @Sendable () throws -> Int64?, render: @escaping @Sendable (Int64) throws -> [UInt8]?) {
        (self.kind, self.pick, self.render) = (kind, pick, render)
    }
}
