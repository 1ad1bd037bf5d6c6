import Synchronization

/// One slot per frame for results computed on many threads, read back in frame order.
final class ResultSlots: Sendable {
    private let slots: Mutex<[[UInt8]]>

    init(count: Int) { slots = Mutex([[UInt8]](repeating: [], count: count)) }

    func store(_ value: [UInt8], at index: Int) { slots.withLock { $0[index] = value } }

    var values: [[UInt8]] { slots.withLock { $0 } }
}
