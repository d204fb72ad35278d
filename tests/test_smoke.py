from durak_widget import Card, Game, IllegalMove, Move, Rules, Verdict


def test_public_names_import_from_the_package_root():
    assert {Card, Game, Move, Rules, Verdict, IllegalMove}
    assert issubclass(IllegalMove, ValueError)


def test_a_seeded_game_plays_to_the_end():
    game = Game.new(players=3, rules=Rules.perevodnoy(), seed=7)
    for _ in range(5000):
        if game.is_over:
            break
        game.play(game.legal_moves()[0])
    assert game.is_over
