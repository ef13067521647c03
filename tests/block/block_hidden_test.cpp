// Hidden information (BLOCK-GAME-BRIEF Part 4): the enemy's hidden fighters stand on the battle
// board in an order that tells nothing, the public form and the words of every action name only
// what the rules show, and permuting the hidden enemy blocks changes neither a player's view nor
// anything he is told.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "block_battle_support.h"
#include "block_play_support.h"
#include "tricorne/block/block_game.h"

namespace tricorne::test {
namespace {

using namespace block;
using P = BattlePosition;


// Three regiments in the battlefield positions and `reserve` behind them, opened in roster order as the game opens a battle.
Battle battleWithReserve(const std::string& reserve) {
    std::vector<std::string> americans{"am_1st_nh", "am_3rd_nh", "am_paterson", reserve};
    std::sort(americans.begin(), americans.end(), [](const std::string& a, const std::string& b) {
        return realBlockData().roster.block(a) < realBlockData().roster.block(b);
    });
    Opening o{Side::British, {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_21st_foot")}, {}};
    for (const auto& id : americans) o.defenders.push_back(fighter(id));
    return open(o);
}

// Deploys every block, recording what the British are shown of the American deployment.
std::vector<std::string> deployWatched(Battle& b, const std::string& reserve) {
    const std::map<std::string, P> where{{"am_1st_nh", P::Left}, {"am_3rd_nh", P::Center}, {"am_paterson", P::Right}, {reserve, P::Reserve},
                                         {"br_9th_foot", P::Left}, {"br_20th_foot", P::Center}, {"br_21st_foot", P::Right}};
    std::vector<std::string> shown;
    while (b.step == BattleStep::Deploy) {
        const int next = battleLegalActions(b, realBlockData()).front().fighter;
        const BattleAction a = deploy(next, where.at(b.fighters[static_cast<std::size_t>(next)].block));
        const Battle seen = battleView(b, Side::British);
        shown.push_back(battleActionToJson(publicBattleAction(b, a, Side::British)).dump() + " " +
                        describeBattleAction(seen, publicBattleAction(b, a, Side::British), realBlockData()) + " " + battleToJson(seen).dump());
        play(b, a);
    }
    shown.push_back(battleToJson(battleView(b, Side::British)).dump());
    return shown;
}

TEST(BlockHidden, RuleB9_1_HiddenFightersStandAfterTheRevealedOnesAndTheirOrderTellsNothing) {
    // Warner stands before the regiments in the roster, Tryon County's militia after them.
    Battle early = battleWithReserve("am_warner"), late = battleWithReserve("am_mil_tryon");
    EXPECT_EQ(deployWatched(early, "am_warner"), deployWatched(late, "am_mil_tryon"));
    const Battle seen = battleView(early, Side::British);
    EXPECT_EQ(seen, battleView(late, Side::British));
    // The revealed regiments first, the hidden Reserve block after them.
    EXPECT_EQ(seen.fighters[3].block, "");
    EXPECT_EQ(seen.fighters[3].position, P::Reserve);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_TRUE(seen.fighters[i].revealed);
}

TEST(BlockHidden, RuleB9_1_AnEnemyDeploymentIsSeenOnlyWhenItIsComplete) {
    Battle b = battleWithReserve("am_st_clair");
    play(b, deploy(battleLegalActions(b, realBlockData()).front().fighter, P::Left));
    const Battle seen = battleView(b, Side::British);
    for (const auto& f : seen.fighters)
        if (f.side == Side::American) {
            EXPECT_FALSE(f.deployed);
            EXPECT_EQ(f.position, P::Reserve);
        }
    // His own deployment the American sees as it is.
    EXPECT_TRUE(battleView(b, Side::American).fighters[0].deployed);
}

TEST(BlockHidden, RuleB9_11_AHitOnAHiddenReserveBlockNamesNoBlock) {
    Battle b = battleWithReserve("am_st_clair");
    deployWatched(b, "am_st_clair");
    // The American Left empties under fire: every American block retreats under British fire.
    play(b, move(at(b, "am_1st_nh"), P::Reserve));
    ASSERT_EQ(b.step, BattleStep::Roll);
    play(b, dice({6, 6, 6, 6}));
    ASSERT_EQ(b.step, BattleStep::AllocateHits);
    const BattleAction onReserve = hit(at(b, "am_st_clair"));
    const BattleAction pub = publicBattleAction(b, onReserve, Side::British);
    EXPECT_EQ(pub.fighter, -1);
    EXPECT_EQ(battleActionToJson(pub).dump(), R"({"fighter":-1,"kind":"hit"})");
    EXPECT_EQ(describeBattleAction(battleView(b, Side::British), pub, realBlockData()), "A hit is absorbed by a block in the Reserve (B9.6 Battle Fire)");
    // The American sees his own block named.
    EXPECT_NE(describeBattleAction(b, onReserve, realBlockData()).find("St. Clair"), std::string::npos);
}

TEST(BlockHidden, RuleB9_EveryActionHasWordsWithItsRuleSection) {
    const BlockGame game(realBlockData());
    BlockState s = attackOnSaratoga();
    play(s, kind(BlockAction::Kind::EndMovement));
    for (const auto& a : game.legalActions(s)) EXPECT_EQ(game.describe(s, a, -1), "The British player fights the battle at Saratoga (B9 Battle)");
    play(s, {BlockAction::Kind::Fight, {}, "saratoga", 0});
    core::Rng rng(3);
    for (int k = 0; k < 200 && s.step == Step::Battle; ++k) {
        const auto legal = game.legalActions(s);
        const auto outcomes = game.chanceOutcomes(s);
        for (const auto& a : legal)
            for (int viewer = -1; viewer < 2; ++viewer) {
                const std::string words = game.describe(s, a, viewer);
                EXPECT_NE(words.find("(B9"), std::string::npos) << words;
                EXPECT_EQ(words.find('{'), std::string::npos) << words;  // words, not JSON
            }
        const auto a = outcomes.empty() ? legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))] : outcomes.front().first;
        play(s, a);
    }
}

// A block the viewer cannot see, not seen in this battle, nor known by a loss seen.
bool permutable(const BlockState& s, std::size_t i, Side viewer) {
    const Block& b = s.block(i);
    if (b.side == viewer || b.type == UnitType::Commander || s.pieces[i].publicLoss > 0) return false;
    const std::string& at = s.pieces[i].at;
    if (at == kEliminated || at == kUnplaced) return false;
    if (const Box* box = s.data->map.box(at); box && (box->kind == BoxKind::BritishArrival || box->kind == BoxKind::ClintonHome)) return false;
    if (s.battle)
        for (const auto& f : s.battle->fighters)
            if (f.block == b.id && f.revealed) return false;
    return true;
}

// The state with the hidden enemy blocks' identities shuffled among their places and each given
// some strength: a Native's place to a Native, another's to another (A44: where Natives stand is public).
BlockState permuted(const BlockState& s, Side viewer, core::Rng& rng, std::map<std::string, std::string>& rename) {
    std::vector<std::size_t> pool, to;
    for (const bool native : {false, true}) {
        std::vector<std::size_t> kind;
        for (std::size_t i = 0; i < s.pieces.size(); ++i)
            if (permutable(s, i, viewer) && (s.block(i).type == UnitType::Native) == native) kind.push_back(i);
        pool.insert(pool.end(), kind.begin(), kind.end());
        for (std::size_t k = kind.size(); k > 1; --k) std::swap(kind[k - 1], kind[static_cast<std::size_t>(rng.below(static_cast<int>(k)))]);
        to.insert(to.end(), kind.begin(), kind.end());
    }
    BlockState out = s;
    for (std::size_t k = 0; k < pool.size(); ++k) {
        const Piece& from = s.pieces[pool[k]];
        Piece& p = out.pieces[to[k]];
        const int full = s.block(to[k]).sp;
        p.at = from.at;
        p.moved = from.moved;
        p.heldBy = from.heldBy;  // B12.1: a place in a leader's holding box goes with the place
        p.sp = from.sp == 0 ? 0 : 1 + rng.below(full);
        p.lost = full - p.sp;
        rename[s.block(pool[k]).id] = s.block(to[k]).id;
    }
    const auto swap = [&](std::string& id) {
        if (const auto it = rename.find(id); it != rename.end()) id = it->second;
    };
    if (out.activation) {
        swap(out.activation->mover);
        for (auto& g : out.activation->group) swap(g);
        for (auto& g : out.activation->pickedUp) swap(g);
    }
    for (auto& b : out.battles)
        for (auto& c : b.crossed) swap(c);
    if (out.fighting)
        for (auto& c : out.fighting->crossed) swap(c);
    for (auto& l : out.leavers) swap(l);
    if (out.battle)
        for (auto& f : out.battle->fighters)
            if (rename.count(f.block)) {
                swap(f.block);
                f.sp = f.eliminated ? 0 : out.piece(f.block).sp;
            }
    return out;
}

// B7, B4, A44: every block of the player to move stands in his view, and where the enemy's Native
// blocks stand is public, so every state the computer player samples from his view gives him the
// very actions the game gives him: none it picks is refused (an American's supply cut by a
// sampled regiment where a Native stands once cost 2 AP he did not have).
TEST(BlockHidden, RuleB7_EverySampleOfAPlayersViewGivesHimTheGamesOwnActions) {
    const BlockGame game(realBlockData());
    int checked = 0;
    const auto sets = game.optionSets("campaign");  // none, each option alone, all of them
    for (std::uint64_t seed = 11; seed <= 16 + sets.size(); ++seed) {
        std::string error;
        auto s = game.initialState("campaign", seed <= 16 ? engine::Options{} : sets[seed - 17], seed, error);
        ASSERT_TRUE(s) << error;
        core::Rng rng(seed), sampler(seed + 100);
        for (int n = 0; n < 3000 && !game.isTerminal(*s); ++n) {
            const int actor = game.toMove(*s);
            if (actor >= 0 && n % 3 == 0) {
                std::vector<std::string> real;
                for (const auto& a : game.legalActions(*s)) real.push_back(game.actionToJson(a).dump());
                for (int k = 0; k < 3; ++k) {
                    const BlockState sample = game.determinize(game.view(*s, actor), sampler);
                    std::vector<std::string> seen;
                    for (const auto& a : game.legalActions(sample)) seen.push_back(game.actionToJson(a).dump());
                    ASSERT_EQ(seen, real) << "seed " << seed << " action " << n << " sample " << k;
                }
                ++checked;
            }
            const auto a = game.randomAction(*s, 1, rng);
            ASSERT_TRUE(game.apply(*s, a).ok());
        }
    }
    EXPECT_GT(checked, 2000);
}

// Every option set too: a block waiting in a leader's holding box (B12.1), one a force march
// left behind (B12.2) or one sent with St. Leger (B12.3) is hidden as any other.
TEST(BlockHidden, PermutingHiddenEnemyBlocksChangesNeitherTheViewNorAnyWordHeIsShown) {
    const BlockGame game(realBlockData());
    int checked = 0, inBattle = 0, inBoxes = 0;
    const auto sets = game.optionSets("campaign");  // none, each option alone, all of them
    for (std::uint64_t seed = 1; seed <= 6 + sets.size(); ++seed) {
        std::string error;
        auto s = game.initialState("campaign", seed <= 6 ? engine::Options{} : sets[seed - 7], seed, error);
        ASSERT_TRUE(s) << error;
        core::Rng rng(seed);
        for (int n = 0; n < 2500 && !game.isTerminal(*s); ++n) {
            if (n % 9 == 0 && game.toMove(*s) >= 0) {
                const int actor = game.toMove(*s), viewer = 1 - actor;
                const Side side = block::sideOfPlayer(viewer);
                std::map<std::string, std::string> rename;
                const BlockState other = permuted(*s, side, rng, rename);
                ASSERT_TRUE(game.view(other, viewer) == game.view(*s, viewer)) << "seed " << seed << " action " << n;
                for (const auto& a : game.legalActions(*s)) {
                    BlockAction b = a;
                    if (const auto it = rename.find(b.block); it != rename.end()) b.block = it->second;
                    EXPECT_EQ(game.actionToJson(game.publicAction(*s, a, viewer)), game.actionToJson(game.publicAction(other, b, viewer)))
                        << "seed " << seed << " action " << n;
                    EXPECT_EQ(game.describe(*s, a, viewer), game.describe(other, b, viewer)) << "seed " << seed << " action " << n;
                }
                ++checked;
                inBattle += s->step == Step::Battle;
                for (std::size_t i = 0; i < s->pieces.size(); ++i) inBoxes += !s->pieces[i].heldBy.empty() && permutable(*s, i, side);
            }
            const auto a = game.randomAction(*s, 1, rng);
            ASSERT_TRUE(game.apply(*s, a).ok());
        }
    }
    EXPECT_GT(checked, 400);
    EXPECT_GT(inBattle, 20);
    EXPECT_GT(inBoxes, 20);  // hidden blocks were permuted while they waited in a holding box
}

}  // namespace
}  // namespace tricorne::test
