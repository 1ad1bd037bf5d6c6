import Synchronization

/// The image files a scene's resources opened, so a batch's job hash can cover every input
/// without a second reading of the scene.
package final class ImageReadLog: Sendable {
    private let names = Mutex<[String]>([])

    /// No file read yet.
    package init() {}

    package func read(_ file: String) {
        names.withLock { if !$0.contains(file) { $0.append(file) } }
    }

    /// Each file once, in the order first read.
    package var files: [String] { names.withLock { $0 } }
}
