/// Why a progress description cannot drive an indicator.
public struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
