import Dispatch
import Foundation
import SpinnerPipeline

/// Turns SIGINT and SIGTERM into a cancelled render (so partial output is removed) instead
/// of an abrupt exit.
final class SignalTrap {
    private var sources: [any DispatchSourceSignal] = []

    init(_ flag: CancellationFlag) {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { flag.cancel() }
            source.resume()
            sources.append(source)
        }
    }

    func restore() {
        for s in sources { s.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
