/// One fact of an import: the id it has in the file (an update of the fact imported with the
/// same id before), and the fact itself.
public struct ImportedFact: Sendable, Equatable {
    public let id: String
    public let input: FactInput

    public init(id: String, input: FactInput) {
        self.id = id
        self.input = input
    }
}
