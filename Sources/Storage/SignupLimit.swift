/// How many accounts one network may make through the sign-up page in a window (issue 35),
/// and where this sign-up comes from and when.
public struct SignupLimit: Sendable {
    /// The network's key (`SignupNetwork`): what the rows are counted by.
    public let network: String
    public let limit: Int
    /// Seconds.
    public let window: Int
    /// Unix time of this sign-up.
    public let now: Int

    public init(network: String, limit: Int, window: Int, now: Int) {
        self.network = network
        self.limit = limit
        self.window = window
        self.now = now
    }
}
