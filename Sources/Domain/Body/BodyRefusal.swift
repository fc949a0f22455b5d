/// One reading an import left out, and why: "line 12: the weight 5 kg is not from 20 to 400 kg".
public struct BodyRefusal: Sendable, Equatable {
    /// Where it is in the file: "line 12", "the record of 2019-06-17 07:49:48".
    public let place: String
    public let reason: String

    public init(place: String, reason: String) {
        self.place = place
        self.reason = reason
    }
}
