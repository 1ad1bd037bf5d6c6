import SpinnerCore
import Synchronization

/// Straight canvases for a sink whose converted bytes travel on to its `write` (raw RGBA,
/// WebP): a frame's canvas is lent with its bytes and returned to the pool once they are
/// written, so the next frame converts into bytes nobody else holds any more (a canvas still
/// shared is copied on write, so a late return costs time, never bytes).
final class StraightCanvasLoans: Sendable {
    private let pool = BufferPool { StraightCanvas() }
    private let lent = Mutex<[Int: StraightCanvas]>([:])
    /// The byte order of every conversion (see `AlphaConversion.straightBytes`).
    let bgra: Bool

    init(bgra: Bool = false) {
        self.bgra = bgra
    }

    /// Frame `index`'s straight bytes (see `AlphaConversion.convert`), in a canvas lent until
    /// `written(index)`.
    func straightBytes(of frame: PixelBuffer, index: Int, changed: DirtyRows?) -> [UInt8] {
        var canvas = pool.take()
        AlphaConversion.convert(frame, changed: changed, bgra: bgra, into: &canvas)
        let bytes = canvas.bytes
        lent.withLock { $0[index] = canvas }
        return bytes
    }

    /// Returns frame `index`'s canvas to the pool: its bytes are written.
    func written(_ index: Int) {
        if let canvas = lent.withLock({ $0.removeValue(forKey: index) }) { pool.giveBack(canvas) }
    }
}
