/// A heading of a pasted post that is no class type of the gym, with the lines under it and
/// what staff chose for them.
public struct UnknownHeading: Sendable, Equatable {
    public let name: String
    public var lines: [String]
    public let choice: HeadingChoice
}
