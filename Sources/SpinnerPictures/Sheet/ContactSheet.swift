#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerWorkers
import Synchronization
import SpinnerCore
import SpinnerAnimation
import SpinnerPipeline
import SpinnerRaster
import SpinnerText

/// One loop (or the frames chosen) of a scene on one picture: every frame rasterised as a
/// render draws it, placed over a checkerboard in a grid, labelled with its index and time.
public struct ContactSheet {
    /// The scene drawn.
    public let scene: Scene
    /// The frame indices shown, in order: tile k shows `frames[k]`.
    public let frames: [Int]
    /// The rate the frame indices are timed at.
    public let fps: Rational
    /// The labels' text size in pixels (`SheetLabel.fontSize`).
    public let fontSize: Double
    /// Tile k's label.
    public let labels: [SheetLabel]
    /// Where the cells, pictures and labels lie.
    public let layout: SheetLayout

    /// The sheet's plain background, between and around the cells.
    public static let background = PremultipliedRGBA8(r: 189, g: 193, b: 198, a: 255)

    /// The sheet of `frames` of `scene` at `fps`, labelled in `font`, in `columns` columns (nil:
    /// the squarest grid, `SheetLayout.squarestColumns`).
    public init(scene: Scene, frames: [Int], fps: Rational, font: Font, columns: Int?) {
        self.scene = scene
        self.frames = frames
        self.fps = fps
        let size = SheetLabel.fontSize(pictureWidth: scene.pixelWidth)
        fontSize = size
        labels = frames.map { SheetLabel(frame: $0, seconds: RenderJob.time(ofFrame: $0, fps: fps), font: font, size: size) }
        layout = SheetLayout(tileCount: frames.count, columns: columns, pictureWidth: scene.pixelWidth, pictureHeight: scene.pixelHeight,
                             labelWidth: labels.map { $0.minimumWidth(fontSize: size) }.max() ?? 0,
                             labelHeight: SheetLabel.height(fontSize: size))
    }

    /// The whole sheet. Frames are rasterised on every core, each into its own cell, so the
    /// bytes are the same at any thread count; nil when `cancellation` was raised.
    public func draw(cancellation: CancellationFlag) -> PixelBuffer? {
        let sheet = Mutex(PixelBuffer(width: layout.width, height: layout.height, fill: ContactSheet.background))
        let (scene, frames, fps, layout) = (scene, frames, fps, layout)
        ParallelLoop.run(frames.count, threads: 0) { k in
            guard !cancellation.isCancelled else { return }
            let frame = Rasterizer().render(scene.presentation(at: RenderJob.time(ofFrame: frames[k], fps: fps)))
            let tile = Checkerboard.composite(frame)
            sheet.withLock { ContactSheet.copy(tile, to: layout.pictureOrigin(k), in: &$0) }
        }
        guard !cancellation.isCancelled else { return nil }
        return sheet.withLock { buffer -> PixelBuffer in
            for (k, label) in labels.enumerated() { label.draw(in: layout.labelRect(k), fontSize: fontSize, into: &buffer) }
            return buffer
        }
    }

    /// Copies `picture` into `sheet` with its top-left at `origin`, row by row.
    public static func copy(_ picture: PixelBuffer, to origin: (x: Int, y: Int), in sheet: inout PixelBuffer) {
        for y in 0..<picture.height {
            let from = y * picture.stride, to = ((origin.y + y) * sheet.width + origin.x) * 4
            sheet.pixels.replaceSubrange(to..<(to + picture.stride), with: picture.pixels[from..<(from + picture.stride)])
        }
    }
}
