import SpinnerCore

/// Where rendered frames go.
///
/// The pipeline calls `prepare` from many threads at once, in any order, then `write` strictly in
/// frame order from one thread, then `finish` (or `cancel`). Work that does not depend on order
/// (compression, colour conversion) belongs in `prepare`, so it runs in parallel.
public protocol FrameSink: AnyObject, Sendable {
    /// Does the order-independent work for one frame.
    /// `changed`: pixels outside these spans all hold one value (nil = unknown, all may
    /// differ): the sink's background, or the opaque colour a frame's first drawing covered
    /// the whole canvas with (`Rasterizer.renderReportingChanges(_:into:)`), so a sink that
    /// assumes its background checks one of those pixels.
    func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame
    /// Appends a prepared frame to the output; called in frame order from one thread.
    func write(_ frame: PreparedFrame) throws
    /// Flushes and closes; the output is complete only after this returns.
    func finish() throws
    /// Abandons the output: closes and deletes whatever this sink wrote. After a successful
    /// `finish` it does nothing.
    func cancel()
}
