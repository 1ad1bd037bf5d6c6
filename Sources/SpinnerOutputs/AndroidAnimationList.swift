import SpinnerCore
import SpinnerSystem
import SpinnerPipeline

/// `--scale android --android-animation-list`: for each PNG sequence written into the density
/// folders (`res/drawable-mdpi/spinner_0000.png` ...), a drawable `res/drawable/spinner.xml`
/// holding an `<animation-list>` of those frames, which Android's `AnimationDrawable` plays,
/// taking each frame from the device's density folder. Each frame lasts a whole number of
/// milliseconds, rounded cumulatively (frame k ends at round(1000 · (k + 1) / fps) ms after the
/// first frame starts), so the list lasts the render's length to the millisecond: a 6 s loop at
/// 60 fps is 17, 16, 17, 17, ... adding up to 6000.
///
/// The list is staged with the outputs and lands with them (see `StagedOutputs`).
package struct AndroidAnimationList: Equatable {
    /// Where the XML goes: `drawable/` beside the density folders.
    package let path: String
    /// The frames' resource names, in order.
    package let frames: [String]
    /// Each frame's `android:duration` in milliseconds.
    package let durations: [Int]

    /// The option's name.
    package static let option = "android-animation-list"

    /// Stages each list's XML in `outputs`, to land with the frames it lists.
    package static func stage(_ lists: [AndroidAnimationList], into outputs: StagedOutputs) throws(OutputsError) {
        for list in lists { try outputs.stage(Array(list.xml.utf8), to: list.path, what: "animation list \(UserText.quoted(list.path))") }
    }

    /// One list per PNG sequence of `renders` (the renders of one `--scale android` command
    /// line, a scale each); refused when there is none, or when a sequence cannot make one.
    package static func plan(_ renders: [NamedOutputs]) throws(OutputsError) -> [AndroidAnimationList] {
        // The k-th sequence of every scale must list the same names: the device picks the folder.
        var byScale: [(scale: Double, lists: [(argument: String, list: AndroidAnimationList)])] = []
        var sawSequence = false
        for render in renders {
            let scale = render.scale
            if byScale.last?.scale != scale { byScale.append((scale, [])) }
            for (argument, job) in render.outputs {
                guard case .pngSequence(let pattern) = job.output else { continue }
                sawSequence = true
                byScale[byScale.count - 1].lists.append((argument, try make(argument, pattern: pattern, job: job)))
            }
        }
        let lists = byScale.first?.lists.map(\.list) ?? []
        for other in byScale.dropFirst() {
            for (k, (argument, list)) in other.lists.enumerated() where k >= lists.count || lists[k] != list {
                throw OutputsError("-o \(UserText.quoted(argument)) names its frames differently at each density, so one animation list cannot name them",
                               hint: "keep {scale} and {density} out of the frame file names (in the folder, drawable-{density}/ is fine)")
            }
        }
        guard sawSequence else {
            throw OutputsError("--\(option) lists the frames of a PNG sequence, and no -o writes one",
                           hint: "add an output such as -o res/spinner_%04d.png")
        }
        // A drawable named like the list in a density folder would be a duplicate resource.
        for render in renders {
            for (argument, job) in render.outputs {
                guard let file = job.output.filePath else { continue }
                let (folder, name) = FilePath.split(file)
                let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
                for list in lists where FilePath.join(FilePath.directory(of: folder), "drawable") == FilePath.directory(of: list.path)
                    && base == list.resourceName {
                    throw OutputsError("-o \(UserText.quoted(argument)) is the drawable \(UserText.quoted(base)), the name the animation list of the PNG sequence takes",
                                   hint: "name one of them otherwise")
                }
            }
        }
        return lists
    }

    /// The list of one sequence's frames at one scale.
    private static func make(_ argument: String, pattern: FramePattern, job: RenderJob) throws(OutputsError) -> AndroidAnimationList {
        guard pattern.numbersFileNames else {
            throw OutputsError("-o \(UserText.quoted(argument)) numbers folders, and an animation list names drawables in one folder",
                           hint: "number the files, such as res/spinner_%04d.png")
        }
        let (folder, stem) = FilePath.split(pattern.prefix)
        let density = FilePath.lastComponent(of: folder)
        guard density.hasPrefix("drawable-") else {
            throw OutputsError("-o \(UserText.quoted(argument)) writes its frames into \(UserText.quoted(density)), not a drawable-<density> folder",
                           hint: "leave the density folder to --scale android (-o res/spinner_%04d.png), or name it drawable-{density}")
        }
        let frames = job.frames.map { FilePath.lastComponent(of: pattern.path(for: $0)) }.map { String($0.dropLast(pattern.suffix.count)) }
        if let bad = frames.first(where: { !isResourceName($0) }) {
            throw OutputsError("-o \(UserText.quoted(argument)) names frames such as \(UserText.quoted(bad + pattern.suffix)), which Android cannot take as drawables",
                           hint: "a drawable's name is a lowercase letter, then a-z, 0-9 and _: such as res/spinner_%04d.png")
        }
        var name = Substring(stem)
        while name.hasSuffix("_") { name = name.dropLast() }
        let list = name.isEmpty ? "animation" : String(name)
        let path = FilePath.join(FilePath.join(FilePath.directory(of: folder), "drawable"), list + ".xml")
        return AndroidAnimationList(path: path, frames: frames, durations: durations(frames: job.frames.count, fps: job.fps))
    }

    /// The list's own resource name (its file name without `.xml`).
    package var resourceName: String { String(FilePath.lastComponent(of: path).dropLast(4)) }

    /// Whether Android takes `name` as a file-based resource: a lowercase letter, then
    /// lowercase letters, digits and underscores.
    package static func isResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// `count` frames at `fps` in whole milliseconds, frame k ending at round(1000 · (k + 1) / fps)
    /// (halves up), so they add up to round(1000 · count / fps), the render's length.
    package static func durations(frames count: Int, fps: Rational) -> [Int] {
        func end(_ k: Int) -> Int {
            // round(1000 · k · den / num) in integers: ⌊(2000 · k · den + num) / (2 · num)⌋.
            let num = Int128(fps.numerator), den = Int128(fps.denominator)
            return Int((2000 * Int128(k) * den + num) / (2 * num))
        }
        return (0..<count).map { end($0 + 1) - end($0) }
    }

    /// The drawable XML.
    package var xml: String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<animation-list xmlns:android=\"http://schemas.android.com/apk/res/android\" android:oneshot=\"false\">\n"
        for (frame, ms) in zip(frames, durations) {
            out += "    <item android:drawable=\"@drawable/\(frame)\" android:duration=\"\(ms)\" />\n"
        }
        return out + "</animation-list>\n"
    }
}
