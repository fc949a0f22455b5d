/// The client data a browser signs over (WebAuthn Level 2 §5.8.1): what it was asked to do, the
/// challenge it was given and the origin it saw. Read from the JSON it made.
public struct ClientData: Sendable, Equatable {
    public let type: String
    /// The challenge as the browser wrote it: base64url of the bytes it was given.
    public let challenge: String
    public let origin: String
    public let crossOrigin: Bool

    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public init(json: [UInt8]) throws(Malformed) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(json)
        } catch {
            throw Malformed(description: "the client data is not JSON: \(error)")
        }
        guard let type = value["type"]?.string, let challenge = value["challenge"]?.string,
              let origin = value["origin"]?.string else { throw Malformed(description: "the client data lacks its type, challenge or origin") }
        self.type = type
        self.challenge = challenge
        self.origin = origin
        crossOrigin = value["crossOrigin"] == .bool(true)
    }
}
