import { Stack } from '@chakra-ui/react';
import { useSession } from '../../app';
import { AccountPage } from '../../app/layout/AccountPage';
import { SocialLoginsCard } from '../auth/social/SocialLoginsCard';
import { BlockListSection } from './BlockListSection';
import { NicknameForm } from './NicknameForm';
import { ProfileCard } from './ProfileCard';
import { StandingCard } from './StandingCard';

/** /user/me/info: profile, standing (may they write), nickname, social logins, linked SOOP account, points, roles and the block list. */
export function UserInfoPage() {
  const { user } = useSession();
  // The route guard let only signed-in members in; a logout on this page leaves it empty until redirected.
  if (!user) return null;
  return (
    <AccountPage title="내 정보" description="프로필과 닉네임, 소셜 로그인, 차단한 회원을 관리합니다.">
      <Stack gap="4">
        <ProfileCard user={user} />
        <StandingCard />
        <NicknameForm key={user.uuid} user={user} />
        <SocialLoginsCard user={user} />
        <BlockListSection />
      </Stack>
    </AccountPage>
  );
}
