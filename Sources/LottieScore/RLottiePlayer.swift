import CRLottie
import SpinnerCore

/// rlottie (Debian's librlottie) playing a corpus file at a reference's moment and size: the
/// figures issue 31 asks for beside spinnergen's, scored by the same measure. rlottie shows whole
/// frames only, so a moment between frames shows the frame its own player picks for that
/// progress (`lottie_animation_get_frame_at_pos`).
final class RLottiePlayer {
    private let animation: OpaquePointer

    /// The file's JSON, `key` naming it in rlottie's model cache and `resources` the folder its
    /// images are read from; nil where rlottie cannot read it.
    init?(json: [UInt8], key: String, resources: String) {
        guard let animation = lottie_animation_from_data(String(decoding: json, as: UTF8.self), key, resources) else { return nil }
        self.animation = animation
    }

    deinit { lottie_animation_destroy(animation) }

    /// The frame at `progress` (0 at `ip`, 1 at `op`) drawn into `width` x `height` pixels, as
    /// premultiplied RGBA (rlottie's ARGB32 words reordered).
    func render(progress: Double, width: Int, height: Int) -> PixelBuffer {
        let frame = lottie_animation_get_frame_at_pos(animation, Float(min(max(progress, 0), 1)))
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBufferPointer {
            lottie_animation_render(animation, frame, $0.baseAddress, width, height, width * 4)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (i, w) in words.enumerated() {
            bytes[i * 4] = UInt8(truncatingIfNeeded: w >> 16)
            bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: w >> 8)
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: w)
            bytes[i * 4 + 3] = UInt8(truncatingIfNeeded: w >> 24)
        }
        return PixelBuffer(width: width, height: height, pixels: bytes)
    }
}
