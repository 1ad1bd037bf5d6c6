import Foundation
import Synchronization
import SpinnerCore

/// A one-line progress bar redrawn on stderr, for terminals only.
final class ProgressBar: Sendable {
    private let start = DispatchTime.now()
    private let lastDrawn = Mutex<UInt64>(0)

    /// Draws at most every 50 ms, and always the last frame.
    func update(_ done: Int, _ total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let due = lastDrawn.withLock { last -> Bool in
            guard done == total || now - last > 50_000_000 else { return false }
            last = now
            return true
        }
        guard due else { return }
        let elapsed = Double(now - start.uptimeNanoseconds) / 1e9
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        var line = "\r[\(bar)] \(done)/\(total) frames  \(DecimalText.fixed(fps, decimals: 0)) fps"
        if done == total { line += "\n" }
        Console.errorText(line)
    }
}
