import SpinnerJobs
/// Help for the scene-file commands.
extension HelpText {
    static var render: String {
        """
        spinnergen render: render a scene file, a layer tree in Core Animation's vocabulary,
        or a Lottie file (Bodymovin JSON, told apart by its content, or a .lottie package).

        USAGE
          spinnergen render FILE.json|FILE.lottie [options] -o <output>
          spinnergen check FILE.json|FILE.lottie

        SCENE OPTIONS

        """ + options(SceneInput.options) + """

        LOTTIE OPTIONS

        """ + options(LottieInput.options + [LottieInput.frameOption]) + """

        COMMON OPTIONS

        """ + options(RenderOptions.options) + """

        --size W[xH] fits the scene's root bounds into that many points, keeping its aspect.
        The default length is the file's "loop" (1 s without one); its "background" applies
        unless --background is given. A file that declares "progress": {"layer": NAME,
        "keyPath": "strokeEnd"} (optionally "from" and "to", the values meaning 0 and 1) takes
        --at-progress P: the still at the first moment that value reaches P.
        A Lottie file's time 0 is its frame ip and its loop (op - ip) / fr; its canvas is w x h
        points. What the render approximates is printed once each as "note: ..." (see
        docs/lottie-in.md); check lists the features the file uses.

        EXAMPLES
          spinnergen render Examples/Scenes/three-dots.json --fps 60 -o dots.mp4
          spinnergen render Examples/Scenes/three-dots.json --param color=#FF5722 -o dots.gif
          spinnergen render download.json --at-progress 0.5 -o half.png
          spinnergen check Examples/Scenes/three-dots.json
          spinnergen render loader.json --scale 1 --frame 30 -o still.png
          spinnergen render stickers.lottie --animation wave --marker loop -o wave.webm

        """
    }
}
